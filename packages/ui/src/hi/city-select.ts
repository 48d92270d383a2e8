import type { CitySelectLabels } from '../components/CitySelect/CitySelect.tsx';

export const citySelectLabels: CitySelectLabels = {
  loading: 'लोड हो रहा है…',
  notFound: 'कुछ नहीं मिला',
  toggle: 'विकल्प दिखाएँ',
  city: 'शहर',
  placeholder: 'शहर चुनें',
};
