import type * as En from '../../component-labels.ts';
import type { Translation } from '../translation.ts';

export const searchableSelectLabels = {
  loading: 'लोड हो रहा है…',
  notFound: 'कुछ नहीं मिला',
  toggle: 'विकल्प दिखाएँ',
} satisfies Translation<typeof En.searchableSelectLabels>;
