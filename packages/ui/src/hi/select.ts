import type { SelectLabels } from '../components/Select/Select.tsx';

export const selectLabels: SelectLabels = {
  empty: 'कुछ नहीं मिला',
};
