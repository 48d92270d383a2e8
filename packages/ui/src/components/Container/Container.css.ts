import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { mediaQuery } from '../../tokens/shared.ts';

// Class maps, not a recipe: the first page then carries no recipe runtime (about 650 B gzip).
export const container = style({
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': {
    [mediaQuery('tablet')]: { paddingInline: vars.space.xl },
    [mediaQuery('desktop')]: { paddingInline: vars.space['2xl'] },
  },
});

/** Largest content width (padding included): text columns `sm`, forms `md`, pages `lg`. */
export const containerSize = styleVariants({
  sm: { maxWidth: '720px' },
  md: { maxWidth: '960px' },
  lg: { maxWidth: '1280px' },
  full: { maxWidth: 'none' },
});

export interface ContainerVariants {
  /** Largest content width: `sm` 720 px, `md` 960 px, `lg` 1280 px (default), `full`. */
  size?: keyof typeof containerSize;
}
