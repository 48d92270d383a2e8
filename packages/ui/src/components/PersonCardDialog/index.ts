export type { PersonCardDialogVariants } from './PersonCardDialog.css.ts';
export {
  defaultPersonCardDialogLabels,
  PersonCardDialog,
  type PersonCardDialogLabels,
  type PersonCardDialogPerson,
  type PersonCardDialogProps,
} from './PersonCardDialog.tsx';
