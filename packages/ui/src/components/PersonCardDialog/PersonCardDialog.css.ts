import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';
import { mediaQuery } from '../../tokens/shared.ts';

/** The card is one button: photo, name and title lines, left to right reading as its name. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  font: 'inherit',
  textAlign: 'center',
  cursor: 'pointer',
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.duration.base,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&[data-state="open"]': { borderColor: vars.color.brand },
  },
});

export const photo = recipe({
  base: {
    display: 'block',
    width: '100%',
    maxWidth: '200px',
    height: 'auto',
    aspectRatio: '1',
    objectFit: 'cover',
    marginBlockEnd: vars.space.sm,
    background: vars.color.surfaceAlt,
  },
  variants: {
    /** `rounded`: a soft square, `circle`: a round portrait. */
    photoShape: {
      rounded: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.round },
    },
  },
  defaultVariants: { photoShape: 'rounded' },
});

export type PersonCardDialogVariants = NonNullable<RecipeVariants<typeof photo>>;

export const name = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  selectors: { [`${card}:hover &`]: { color: vars.color.brand } },
});

export const titleLine = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** Photo beside the text from the tablet width up; stacked on phones. */
export const detail = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [mediaQuery('tablet')]: {
      gridTemplateColumns: 'minmax(160px, 240px) 1fr',
      alignItems: 'start',
    },
  },
});

export const detailPhoto = style({
  display: 'block',
  width: '100%',
  maxWidth: '240px',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const detailTitle = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const biography = style({
  marginBlockStart: vars.space.lg,
  lineHeight: vars.lineHeight.relaxed,
});

globalStyle(`${biography} > p`, { margin: 0 });
globalStyle(`${biography} > p + p`, { marginBlockStart: vars.space.md });
