import type * as En from '../../component-labels.ts';
import type { Translation } from '../translation.ts';

export const toasterLabels = {
  close: 'बंद करें',
} satisfies Translation<typeof En.toasterLabels>;
