export type { PersonCardDialogVariants } from './PersonCardDialog.css.ts';
export {
  PersonCardDialog,
  type PersonCardDialogPerson,
  type PersonCardDialogProps,
} from './PersonCardDialog.tsx';
