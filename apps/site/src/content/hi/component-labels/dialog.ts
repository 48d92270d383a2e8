import type * as En from '../../component-labels.ts';
import type { Translation } from '../translation.ts';

export const dialogLabels = {
  close: 'बंद करें',
} satisfies Translation<typeof En.dialogLabels>;
