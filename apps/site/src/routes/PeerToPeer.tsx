import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';
import { productMeta } from '../lib/product-meta.ts';

const product = products['peer-to-peer'];

export const meta = productMeta(product);

/** peer-to-peer: the product page, driven by its content entry. */
export default function PeerToPeer() {
  return <ProductPage product={product} />;
}
