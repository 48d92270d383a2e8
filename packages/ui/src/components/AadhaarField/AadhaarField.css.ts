import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });

export const input = style({
  flex: 1,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
});

/** The Show / Hide button: a secondary button as tall as the input. */
export const toggle = style({
  minWidth: '64px',
  minHeight: '44px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSoft },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
