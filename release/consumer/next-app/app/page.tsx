import { ProductTile, RateTable } from '@company/ui';
import { productTile, rateTable } from '../proof-props';
import { Interactive } from './Interactive';

// A server page: the static components render here, in the server's HTML, with no client code.
export default function Page() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h1>Next.js consumer proof</h1>
      <ProductTile {...productTile} />
      <RateTable {...rateTable} />
      <Interactive />
    </main>
  );
}
