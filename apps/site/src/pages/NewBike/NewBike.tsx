import { ProductPage } from '../../components/ProductPage.tsx';
import { productMeta } from '../../content/product-meta.ts';
import { products } from '../../content/products.ts';

const product = products['new-bike'];

export const meta = productMeta(product);

/** new-bike: the product page, driven by its content entry. */
export default function NewBike() {
  return <ProductPage product={product} />;
}
