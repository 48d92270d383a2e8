import { ProductPage } from '../../components/ProductPage.tsx';
import { productMeta } from '../../content/product-meta.ts';
import { products } from '../../content/products.ts';

const product = products['battery-loan'];

export const meta = productMeta(product);

/** battery-loan: the product page, driven by its content entry. */
export default function BatteryLoan() {
  return <ProductPage product={product} />;
}
