import type { SearchableSelectLabels } from '../components/CitySelect/SearchableSelect.tsx';

export const searchableSelectLabels: SearchableSelectLabels = {
  loading: 'लोड हो रहा है…',
  notFound: 'कुछ नहीं मिला',
  toggle: 'विकल्प दिखाएँ',
};
