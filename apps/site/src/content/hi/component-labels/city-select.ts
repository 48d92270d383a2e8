import type * as En from '../../component-labels.ts';
import type { Translation } from '../translation.ts';

export const citySelectLabels = {
  loading: 'लोड हो रहा है…',
  notFound: 'कुछ नहीं मिला',
  toggle: 'विकल्प दिखाएँ',
  city: 'शहर',
  placeholder: 'शहर चुनें',
} satisfies Translation<typeof En.citySelectLabels>;
