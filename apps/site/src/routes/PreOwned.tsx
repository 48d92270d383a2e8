import { ProductPage } from '../components/ProductPage.tsx';
import { products } from '../content/products.ts';

/** pre-owned: the product page, driven by its content module entry. */
export default function PreOwned() {
  return <ProductPage product={products['pre-owned']} />;
}
