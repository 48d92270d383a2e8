import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';
import { productMeta } from '../lib/product-meta.ts';

const product = products['pre-owned'];

export const meta = productMeta(product);

/** pre-owned: the product page, driven by its content entry. */
export default function PreOwned() {
  return <ProductPage product={product} />;
}
