import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const options = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    direction: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl },
    },
  },
  defaultVariants: { direction: 'vertical' },
});

export type RadioGroupVariants = NonNullable<RecipeVariants<typeof options>>;

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const input = style({
  appearance: 'none',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  margin: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    // The dot: a thick inner ring in the surface colour over the brand fill.
    '&:checked': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      boxShadow: `inset 0 0 0 4px ${vars.color.surface}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceAlt,
      borderColor: vars.color.border,
    },
    '&:checked:disabled': {
      background: vars.color.borderStrong,
      borderColor: vars.color.borderStrong,
    },
  },
});

export const optionLabel = style({
  display: 'grid',
  paddingBlock: vars.space.xxs,
  cursor: 'pointer',
  selectors: {
    [`${option}[data-disabled] &`]: { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
