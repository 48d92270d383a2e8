import {
  defaultSearchableSelectLabels,
  SearchableSelect,
  type SearchableSelectLabels,
  type SearchableSelectProps,
} from './SearchableSelect.tsx';

/** A city (or branch) to choose, e.g. the API's branch list mapped to `{ id: Branch_Id, name: Branch_Name }`. */
export interface CityOption {
  id: string | number;
  name: string;
}

/** The words CitySelect writes itself: SearchableSelect's, and its default label and placeholder. */
export interface CitySelectLabels extends SearchableSelectLabels {
  /** The visible label when no `label` is given. */
  city: string;
  /** Shown in the empty field when no `placeholder` is given. */
  placeholder: string;
}

/** CitySelect's English words. */
export const defaultCitySelectLabels: CitySelectLabels = {
  ...defaultSearchableSelectLabels,
  city: 'City',
  placeholder: 'SELECT CITY',
};

export interface CitySelectProps<T extends CityOption = CityOption>
  extends Omit<SearchableSelectProps<T>, 'itemToString' | 'itemToKey' | 'label' | 'labels'> {
  /** The visible label. Default `labels.city` ('City'). */
  label?: SearchableSelectProps<T>['label'];
  /** The field's own words, to translate or adjust; English by default. */
  labels?: Partial<CitySelectLabels>;
}

const cityName = (city: CityOption) => city.name;
const cityId = (city: CityOption) => city.id;

/**
 * The city preset of {@link SearchableSelect}: placeholder 'SELECT CITY', cities sorted
 * alphabetically, a 150 px list, 'Not Found' when nothing matches. Extra fields on the items
 * (e.g. a state number) come back with the selected item.
 */
export function CitySelect<T extends CityOption = CityOption>({
  label,
  placeholder,
  sort = true,
  labels: labelOverrides,
  ...rest
}: CitySelectProps<T>) {
  const labels = { ...defaultCitySelectLabels, ...labelOverrides };
  return (
    <SearchableSelect<T>
      label={label ?? labels.city}
      placeholder={placeholder ?? labels.placeholder}
      labels={labels}
      sort={sort}
      itemToString={cityName}
      itemToKey={cityId}
      {...rest}
    />
  );
}
