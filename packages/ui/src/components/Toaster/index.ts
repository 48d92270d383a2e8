export {
  Toaster,
  type ToasterProps,
  type ToastHelperOptions,
  toast,
  toastDurations,
} from './Toaster.tsx';
