import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';
import { productMeta } from '../lib/product-meta.ts';

const product = products['new-bike'];

export const meta = productMeta(product);

/** new-bike: the product page, driven by its content entry. */
export default function NewBike() {
  return <ProductPage product={product} />;
}
