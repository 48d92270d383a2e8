import { ProductTile, RateTable } from '@company/ui';
import { Interactive } from './Interactive';
import { image } from './image';

// A server page: the static components render here, in the server's HTML, with no client code.
export default function Page() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h1>Next.js consumer proof</h1>
      <ProductTile
        title="New Two-Wheeler Loan"
        description="Finance up to 95%."
        href="/new-bike"
        image={image('#e8eefb', '')}
      />
      <RateTable
        caption="Benchmark rates"
        columns={[{ header: 'Product' }, { header: 'Rate', align: 'end' }]}
        rows={[{ label: 'New two-wheeler', values: ['APR 16.00% to 35.00%'] }]}
      />
      <Interactive />
    </main>
  );
}
