export {
  Pagination,
  type PaginationLinkProps,
  type PaginationProps,
  pageWindow,
} from './Pagination.tsx';
