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
import {
  captcha,
  carousel,
  cities,
  lead,
  otp,
  person,
  productTile,
  rateTable,
} from '../proof-props';

document.documentElement.classList.add(companyTheme);

function App() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h1>Consumer proof</h1>
      <BannerCarousel {...carousel} />
      <ProductTile {...productTile} />
      <RateTable {...rateTable} />
      <PersonCardDialog person={person} />
      <LeadDialog {...lead} />
      <OtpInput {...otp} />
      <CaptchaDisplay {...captcha} />
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
