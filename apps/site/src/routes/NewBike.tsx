import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';

/** new-bike: the product page, driven by its content module entry. */
export default function NewBike() {
  return <ProductPage product={products['new-bike']} />;
}
