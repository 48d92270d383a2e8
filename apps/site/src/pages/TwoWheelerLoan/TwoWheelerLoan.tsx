import { ProductPage } from '../../components/ProductPage.tsx';
import { productMeta } from '../../content/product-meta.ts';
import { products } from '../../content/products.ts';

const product = products['two-wheeler-loan'];

export const meta = productMeta(product);

/** two-wheeler-loan: the product page, driven by its content entry. */
export default function TwoWheelerLoan() {
  return <ProductPage product={product} />;
}
