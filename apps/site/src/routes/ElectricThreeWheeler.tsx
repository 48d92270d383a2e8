import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';

/** electric-three-wheeler: the product page, driven by its content module entry. */
export default function ElectricThreeWheeler() {
  return <ProductPage product={products['electric-three-wheeler']} />;
}
