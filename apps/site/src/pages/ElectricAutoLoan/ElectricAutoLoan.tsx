import { ProductPage } from '../../components/ProductPage.tsx';
import { productMeta } from '../../content/product-meta.ts';
import { products } from '../../content/products.ts';

const product = products['electric-auto-loan'];

export const meta = productMeta(product);

/** electric-auto-loan: the product page, driven by its content entry. */
export default function ElectricAutoLoan() {
  return <ProductPage product={product} />;
}
