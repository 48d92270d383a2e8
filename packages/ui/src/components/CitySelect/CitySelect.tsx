import { SearchableSelect, type SearchableSelectProps } from './SearchableSelect.tsx';

/** A city (or branch) to choose, e.g. the API's branch list mapped to `{ id: Branch_Id, name: Branch_Name }`. */
export interface CityOption {
  id: string | number;
  name: string;
}

export interface CitySelectProps<T extends CityOption = CityOption>
  extends Omit<SearchableSelectProps<T>, 'itemToString' | 'itemToKey' | 'label'> {
  /** The visible label. Default 'City'. */
  label?: SearchableSelectProps<T>['label'];
}

const cityName = (city: CityOption) => city.name;
const cityId = (city: CityOption) => city.id;

/**
 * The city preset of {@link SearchableSelect}: placeholder 'SELECT CITY', cities sorted
 * alphabetically, a 150 px list, 'Not Found' when nothing matches. Extra fields on the items
 * (e.g. a state number) come back with the selected item.
 */
export function CitySelect<T extends CityOption = CityOption>({
  label = 'City',
  placeholder = 'SELECT CITY',
  sort = true,
  ...rest
}: CitySelectProps<T>) {
  return (
    <SearchableSelect<T>
      label={label}
      placeholder={placeholder}
      sort={sort}
      itemToString={cityName}
      itemToKey={cityId}
      {...rest}
    />
  );
}
