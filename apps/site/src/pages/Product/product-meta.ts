import type { Product } from '../../content/products.ts';
import { loanJsonLd } from '../../content/structured-data.ts';
import type { PageMeta } from '../../lib/page-meta.ts';

/** The head of a product page: its content entry's title and description, and its JSON-LD. */
export function productMeta(product: Product): PageMeta {
  return {
    ...product.meta,
    canonical: product.path,
    image: `/media/${product.tileImage.name}-${product.tileImage.width}.webp`,
    jsonLd: [loanJsonLd(product)],
  };
}
