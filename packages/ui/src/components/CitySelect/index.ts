export {
  type CityOption,
  CitySelect,
  type CitySelectLabels,
  type CitySelectProps,
  defaultCitySelectLabels,
} from './CitySelect.tsx';
export {
  defaultSearchableSelectLabels,
  SearchableSelect,
  type SearchableSelectLabels,
  type SearchableSelectProps,
} from './SearchableSelect.tsx';
