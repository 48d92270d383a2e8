export type { ProductTileVariants } from './ProductTile.css.ts';
export {
  defaultProductTileLabels,
  ProductTile,
  type ProductTileLabels,
  type ProductTileLinkProps,
  type ProductTileProps,
} from './ProductTile.tsx';
