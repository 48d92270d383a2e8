import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';

/** electric-bike-loan: the product page, driven by its content module entry. */
export default function ElectricBikeLoan() {
  return <ProductPage product={products['electric-bike-loan']} />;
}
