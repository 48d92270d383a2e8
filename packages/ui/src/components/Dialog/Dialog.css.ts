import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';
import { breakpoints, reducedMotion } from '../../tokens/shared.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${vars.duration.base} ${vars.easing.standard}`,
    },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

/**
 * Centred without transforms (inset 0 + auto margins + fit-content height), so the entry
 * animation can use `transform` freely and the panel never blurs on odd pixel sizes.
 */
export const content = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    margin: 'auto',
    width: `calc(100% - 2 * ${vars.space.lg})`,
    height: 'fit-content',
    maxHeight: `calc(100% - 2 * ${vars.space.lg})`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.xl,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-state="open"]': {
        animation: `${riseIn} ${vars.duration.base} ${vars.easing.standard}`,
      },
    },
    '@media': { [reducedMotion]: { animation: 'none !important' } },
  },
  variants: {
    size: {
      sm: { maxWidth: '400px' },
      md: { maxWidth: '560px' },
      lg: { maxWidth: '800px' },
    },
    /** Below the tablet breakpoint the panel fills the screen (long forms, media). */
    fullScreenOnMobile: {
      true: {
        '@media': {
          [`screen and (max-width: ${breakpoints.tablet - 0.02}px)`]: {
            width: '100%',
            height: '100%',
            maxHeight: '100%',
            borderRadius: 0,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { size: 'md', fullScreenOnMobile: false },
});

export type DialogContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const title = style({
  margin: 0,
  // Leaves room for a close button in the top corner.
  paddingInlineEnd: vars.space['2xl'],
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  marginBlock: `${vars.space.sm} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
  // Forced colours paint no hover fill: an edge keeps the close button a button.
  '@media': { '(forced-colors: active)': { border: '1px solid ButtonText' } },
});
