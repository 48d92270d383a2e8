import { ProductPage } from '../../components/ProductPage.tsx';
import { productMeta } from '../../content/product-meta.ts';
import { products } from '../../content/products.ts';

const product = products['bike-pe-loan'];

export const meta = productMeta(product);

/** bike-pe-loan: the product page, driven by its content entry. */
export default function BikePeLoan() {
  return <ProductPage product={product} />;
}
