import { ProductPage } from '../../components/ProductPage.tsx';
import { productMeta } from '../../content/product-meta.ts';
import { products } from '../../content/products.ts';

const product = products['electric-bike-loan'];

export const meta = productMeta(product);

/** electric-bike-loan: the product page, driven by its content entry. */
export default function ElectricBikeLoan() {
  return <ProductPage product={product} />;
}
