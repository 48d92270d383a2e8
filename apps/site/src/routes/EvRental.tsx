import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';
import { productMeta } from '../lib/product-meta.ts';

const product = products['ev-rental'];

export const meta = productMeta(product);

/** ev-rental: the product page, driven by its content entry. */
export default function EvRental() {
  return <ProductPage product={product} />;
}
