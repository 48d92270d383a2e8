import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';

/** battery-loan: the product page, driven by its content module entry. */
export default function BatteryLoan() {
  return <ProductPage product={products['battery-loan']} />;
}
