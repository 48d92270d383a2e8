import { type Product as ProductEntry, products } from '../../content/products.ts';
import type { PageProps } from '../../lib/page-meta.ts';
import { ProductPage } from './ProductPage.tsx';
import { productMeta } from './product-meta.ts';

const productsByPath = new Map(Object.values(products).map((product) => [product.path, product]));

function productAt(path: string): ProductEntry {
  const product = productsByPath.get(path);
  if (!product) throw new Error(`No loan product at ${path}`);
  return product;
}

export const meta = (path: string) => productMeta(productAt(path));

/** Every loan product page: the site map names this module for each product's path. */
export default function Product({ path }: PageProps) {
  const product = productAt(path);
  // Keyed so that moving from one product to another starts the page afresh (calculator, dialog).
  return <ProductPage key={product.slug} product={product} />;
}
