import { styleVariants } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

const tones = styleVariants({
  default: { color: 'inherit' },
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brand },
  danger: { color: vars.color.danger },
  success: { color: vars.color.success },
});

const sizes = styleVariants(vars.fontSize, (fontSize) => ({ fontSize }));
const weights = styleVariants(vars.fontWeight, (fontWeight) => ({ fontWeight }));

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal },
  variants: {
    size: sizes,
    weight: weights,
    tone: tones,
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { size: 'md', weight: 'regular', tone: 'default' },
});

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textWrap: 'balance',
  },
  variants: {
    size: sizes,
    tone: tones,
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
