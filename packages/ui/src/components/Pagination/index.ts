export {
  defaultPaginationLabels,
  Pagination,
  type PaginationLabels,
  type PaginationLinkProps,
  type PaginationProps,
  pageWindow,
} from './Pagination.tsx';
