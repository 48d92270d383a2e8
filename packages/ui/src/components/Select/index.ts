export {
  defaultSelectLabels,
  Select,
  type SelectLabels,
  type SelectOption,
  type SelectProps,
} from './Select.tsx';
