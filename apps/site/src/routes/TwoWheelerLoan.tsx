import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';

/** two-wheeler-loan: the product page, driven by its content module entry. */
export default function TwoWheelerLoan() {
  return <ProductPage product={products['two-wheeler-loan']} />;
}
