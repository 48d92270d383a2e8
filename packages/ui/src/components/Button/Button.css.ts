import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

// Class maps, not a recipe: the first page then carries no recipe runtime (about 650 B gzip).
const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px', // WCAG 2.5.8 target size, comfortably
  paddingInline: vars.space.xl,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[data-state="busy"]': { cursor: 'progress' },
  },
});

const tones = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.brand,
    borderColor: vars.color.brand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
  },
  accent: {
    background: vars.color.accent,
    color: vars.color.onAccent,
  },
  ghost: {
    background: 'transparent',
    color: vars.color.brand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
  },
});

const sizes = styleVariants({
  sm: { minHeight: '36px', paddingInline: vars.space.lg, fontSize: vars.fontSize.sm },
  md: {},
  lg: { minHeight: '52px', paddingInline: vars.space['2xl'], fontSize: vars.fontSize.lg },
});

const wide = style({ width: '100%' });

/** The button's classes: its base, tone, size and width (serialisable, so a plain object). */
export const buttonClasses = { base, tones, sizes, wide };

export interface ButtonVariants {
  /** Colour: `primary` (default), `secondary`, `accent` or `ghost`. */
  tone?: keyof typeof tones;
  /** Height and text size: `sm`, `md` (default) or `lg`. */
  size?: keyof typeof sizes;
  /** Takes the whole width of its container. */
  fullWidth?: boolean;
}
