export type { DialogContentVariants } from './Dialog.css.ts';
export {
  Dialog,
  DialogClose,
  type DialogCloseProps,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  type DialogLabels,
  type DialogProps,
  DialogTitle,
  DialogTrigger,
  type DialogTriggerProps,
  defaultDialogLabels,
} from './Dialog.tsx';
