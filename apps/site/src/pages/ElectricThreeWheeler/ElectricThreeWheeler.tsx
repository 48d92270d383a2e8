import { ProductPage } from '../../components/ProductPage.tsx';
import { productMeta } from '../../content/product-meta.ts';
import { products } from '../../content/products.ts';

const product = products['electric-three-wheeler'];

export const meta = productMeta(product);

/** electric-three-wheeler: the product page, driven by its content entry. */
export default function ElectricThreeWheeler() {
  return <ProductPage product={product} />;
}
