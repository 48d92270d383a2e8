import { ProductPage } from '../../components/ProductPage.tsx';
import { productMeta } from '../../content/product-meta.ts';
import { products } from '../../content/products.ts';

const product = products['pre-owned'];

export const meta = productMeta(product);

/** pre-owned: the product page, driven by its content entry. */
export default function PreOwned() {
  return <ProductPage product={product} />;
}
