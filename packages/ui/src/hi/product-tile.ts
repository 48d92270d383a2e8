import type { ProductTileLabels } from '../components/ProductTile/ProductTile.tsx';

export const productTileLabels: ProductTileLabels = {
  apply: 'अभी आवेदन करें',
};
