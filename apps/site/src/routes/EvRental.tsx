import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';

/** ev-rental: the product page, driven by its content module entry. */
export default function EvRental() {
  return <ProductPage product={products['ev-rental']} />;
}
