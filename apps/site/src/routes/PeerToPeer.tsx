import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';

/** peer-to-peer: the product page, driven by its content module entry. */
export default function PeerToPeer() {
  return <ProductPage product={products['peer-to-peer']} />;
}
