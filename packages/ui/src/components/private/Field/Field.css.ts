import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css.ts';

/** Label, hint, control and error, stacked. */
export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** The visual "*" of a required field; the control's `required` is what assistive technology announces. */
export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Error text with an icon, so an error never relies on colour alone (WCAG 1.4.1). */
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const errorIcon = style({ flexShrink: 0, marginBlockStart: '0.15em' });

/** Shared look of text-like controls (input, textarea, select trigger). */
export const control = style({
  width: '100%',
  minHeight: '44px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled):not([readonly])': { borderColor: vars.color.text },
    '&:focus-visible': { borderColor: vars.color.brand, outlineOffset: '1px' },
    // An inset ring thickens the border without moving the layout.
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&[readonly]': { background: vars.color.surfaceAlt, borderStyle: 'dashed' },
    '&:disabled': {
      background: vars.color.surfaceAlt,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});
