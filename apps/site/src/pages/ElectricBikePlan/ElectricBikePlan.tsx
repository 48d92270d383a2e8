import { ProductPage } from '../../components/ProductPage.tsx';
import { productMeta } from '../../content/product-meta.ts';
import { products } from '../../content/products.ts';

const product = products['electric-bike-plan'];

export const meta = productMeta(product);

/** electric-bike-plan: the product page, driven by its content entry. */
export default function ElectricBikePlan() {
  return <ProductPage product={product} />;
}
