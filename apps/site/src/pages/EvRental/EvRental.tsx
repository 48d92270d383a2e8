import { ProductPage } from '../../components/ProductPage.tsx';
import { productMeta } from '../../content/product-meta.ts';
import { products } from '../../content/products.ts';

const product = products['ev-rental'];

export const meta = productMeta(product);

/** ev-rental: the product page, driven by its content entry. */
export default function EvRental() {
  return <ProductPage product={product} />;
}
