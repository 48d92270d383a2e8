import type * as En from '../../component-labels.ts';
import type { Translation } from '../translation.ts';

export const productTileLabels = {
  apply: 'अभी आवेदन करें',
} satisfies Translation<typeof En.productTileLabels>;
