import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

/** Wraps on a narrow screen (320 px): the buttons go under the picture rather than off the edge. */
export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
});

/** The buttons wrap together, so the listen button never sits alone on a line. */
export const actions = style({ display: 'flex', gap: vars.space.sm });

/**
 * The box keeps its size in every state, so nothing moves while a new captcha loads; narrower than
 * the picture, it scales down, keeping the picture's proportions (its `aspect-ratio` is inline).
 * Overflow is not clipped: at 200 % text a message may need more height, and the box grows.
 */
export const frame = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    maxWidth: '100%',
    minWidth: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceAlt,
    color: vars.color.text,
  },
  variants: {
    state: {
      ready: {},
      loading: { color: vars.color.textMuted },
      error: { borderColor: vars.color.danger, background: vars.color.dangerSoft },
    },
  },
  defaultVariants: { state: 'ready' },
});

export type CaptchaFrameVariants = NonNullable<RecipeVariants<typeof frame>>;

/** Rounded like the box, which no longer clips what it holds. */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: 'inherit',
});

/** Text mode: noise stripes behind the characters, drawn from theme colours. */
export const distorted = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  borderRadius: 'inherit',
  backgroundImage: `repeating-linear-gradient(-35deg, transparent 0 9px, ${vars.color.border} 9px 10px), repeating-linear-gradient(25deg, transparent 0 13px, ${vars.color.border} 13px 14px)`,
  userSelect: 'none',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

export const character = style({ display: 'inline-block' });

export const loadingText = style({
  padding: vars.space.xs,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const message = style({
  margin: 0,
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  color: vars.color.danger,
});

export const retry = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: '24px',
});

export const refresh = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.6 },
  },
});
