import type { LoadingOverlayLabels } from '../components/LoadingOverlay/LoadingOverlay.tsx';

export const loadingOverlayLabels: LoadingOverlayLabels = {
  loading: 'लोड हो रहा है…',
};
