import type * as En from '../../component-labels.ts';
import type { Translation } from '../translation.ts';

export const loadingOverlayLabels = {
  loading: 'लोड हो रहा है…',
} satisfies Translation<typeof En.loadingOverlayLabels>;
