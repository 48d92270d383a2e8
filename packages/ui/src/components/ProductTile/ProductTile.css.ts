import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { textRule } from '../private/text-rule.ts';

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
  },
});

export const media = style({
  display: 'block',
  width: '100%',
  // With the img's width and height attributes this keeps the box before the file arrives.
  height: 'auto',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/**
 * The product link. Its ::after stretches over the whole tile, so a click anywhere on the card
 * follows it, without wrapping the Apply Now button in the link (no nested interactive elements).
 */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      borderRadius: vars.radius.lg,
    },
    [`${tile}:hover &`]: { color: vars.color.brand, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
  },
});

export const description = style(textRule());

export const actions = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
});

const applyBase = style({
  // Above the stretched link, so it receives its own clicks.
  position: 'relative',
  zIndex: 2,
  transitionProperty: 'opacity',
  transitionDuration: vars.duration.fast,
});

/**
 * The apply button's classes by `applyVisibility`. `hover`: it shows when the tile is hovered or
 * holds keyboard focus, and always on touch screens (no hover there); it keeps its space while
 * hidden, so nothing shifts. `always`: always shown. (Class maps, not a recipe: the first page
 * then carries no recipe runtime.)
 */
export const apply = styleVariants({
  hover: [
    applyBase,
    {
      opacity: 0,
      selectors: { [`${tile}:hover &, ${tile}:focus-within &`]: { opacity: 1 } },
      '@media': { '(hover: none)': { opacity: 1 } },
    },
  ],
  always: [applyBase, { opacity: 1 }],
});

export interface ProductTileVariants {
  /** When the apply button shows: on hover or focus (default; always on touch screens), or always. */
  applyVisibility?: keyof typeof apply;
}
