export type { DialogContentVariants } from './Dialog.css.ts';
export {
  Dialog,
  DialogClose,
  type DialogCloseProps,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  type DialogProps,
  DialogTitle,
  DialogTrigger,
  type DialogTriggerProps,
} from './Dialog.tsx';
