import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';

/** bike-pe-loan: the product page, driven by its content module entry. */
export default function BikePeLoan() {
  return <ProductPage product={products['bike-pe-loan']} />;
}
