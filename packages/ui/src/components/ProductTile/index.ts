export type { ProductTileVariants } from './ProductTile.css.ts';
export { ProductTile, type ProductTileLinkProps, type ProductTileProps } from './ProductTile.tsx';
