export { type CityOption, CitySelect, type CitySelectProps } from './CitySelect.tsx';
export { SearchableSelect, type SearchableSelectProps } from './SearchableSelect.tsx';
