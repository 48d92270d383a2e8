export {
  defaultToasterLabels,
  Toaster,
  type ToasterLabels,
  type ToasterProps,
  type ToastHelperOptions,
  toast,
  toastDurations,
} from './Toaster.tsx';
