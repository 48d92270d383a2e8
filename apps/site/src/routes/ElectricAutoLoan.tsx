import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';

/** electric-auto-loan: the product page, driven by its content module entry. */
export default function ElectricAutoLoan() {
  return <ProductPage product={products['electric-auto-loan']} />;
}
