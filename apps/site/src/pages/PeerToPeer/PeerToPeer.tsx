import { ProductPage } from '../../components/ProductPage.tsx';
import { productMeta } from '../../content/product-meta.ts';
import { products } from '../../content/products.ts';

const product = products['peer-to-peer'];

export const meta = productMeta(product);

/** peer-to-peer: the product page, driven by its content entry. */
export default function PeerToPeer() {
  return <ProductPage product={product} />;
}
