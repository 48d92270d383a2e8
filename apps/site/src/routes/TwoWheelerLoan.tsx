import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';
import { productMeta } from '../lib/product-meta.ts';

const product = products['two-wheeler-loan'];

export const meta = productMeta(product);

/** two-wheeler-loan: the product page, driven by its content entry. */
export default function TwoWheelerLoan() {
  return <ProductPage product={product} />;
}
