import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';
import { productMeta } from '../lib/product-meta.ts';

const product = products['bike-pe-loan'];

export const meta = productMeta(product);

/** bike-pe-loan: the product page, driven by its content entry. */
export default function BikePeLoan() {
  return <ProductPage product={product} />;
}
