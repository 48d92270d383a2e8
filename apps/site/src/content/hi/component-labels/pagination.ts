import type * as En from '../../component-labels.ts';
import type { Translation } from '../translation.ts';

export const paginationLabels = {
  navigation: 'पेज',
  previous: 'पिछला',
  next: 'अगला',
  page: (n: number) => `पेज ${n}`,
} satisfies Translation<typeof En.paginationLabels>;
