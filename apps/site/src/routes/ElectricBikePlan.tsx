import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';

/** electric-bike-plan: the product page, driven by its content module entry. */
export default function ElectricBikePlan() {
  return <ProductPage product={products['electric-bike-plan']} />;
}
