export type { RateTableVariants } from './RateTable.css.ts';
export {
  RateTable,
  type RateTableColumn,
  type RateTableProps,
  type RateTableRow,
} from './RateTable.tsx';
