import type { PaginationLabels } from '../components/Pagination/Pagination.tsx';

export const paginationLabels: PaginationLabels = {
  navigation: 'पेज',
  previous: 'पिछला',
  next: 'अगला',
  page: (n: number) => `पेज ${n}`,
};
