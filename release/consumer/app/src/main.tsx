import '@company/ui/styles.css';
import {
  BannerCarousel,
  CaptchaDisplay,
  CitySelect,
  companyTheme,
  LeadDialog,
  OtpInput,
  PersonCardDialog,
  ProductTile,
  RateTable,
} from '@company/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

document.documentElement.classList.add(companyTheme);

// Images as data URLs: the proof app has no assets of its own.
const svg = (fill: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`,
  )}`;
const image = (fill: string, alt: string, width = 640, height = 360) => ({
  src: svg(fill, width, height),
  alt,
  width,
  height,
});
const cities = ['Pune', 'Mumbai', 'Nagpur', 'Bengaluru', 'Chennai'].map((name, id) => ({
  id,
  name,
}));

function App() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h1>Consumer proof</h1>
      <BannerCarousel
        label="Offers"
        autoplay={false}
        slides={[
          { id: 'a', image: image('#1546a0', 'First banner'), headline: 'Ride now, pay easy' },
          { id: 'b', image: image('#2bd17e', 'Second banner') },
        ]}
      />
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
      <PersonCardDialog
        person={{
          name: 'Asha Rao',
          titleLines: ['Chair'],
          image: image('#dbe2ec', '', 160, 160),
          biography: ['Asha chairs the board.'],
        }}
      />
      <LeadDialog
        productName="New Two-Wheeler Loan"
        onSubmit={() => Promise.resolve()}
        trigger={<button type="button">Apply Now</button>}
      />
      <OtpInput label="One-time code" length={6} />
      <CaptchaDisplay text="7kQ2p" seed={3} />
      <CitySelect items={cities} />
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
