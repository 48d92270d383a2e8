export {
  defaultLoadingOverlayLabels,
  LoadingOverlay,
  type LoadingOverlayLabels,
  type LoadingOverlayProps,
} from './LoadingOverlay.tsx';
