import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const control = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** Holds the real file input, transparent, over the button look: clicks and keys reach the input itself. */
export const picker = style({ position: 'relative', display: 'inline-flex' });

export const input = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingInline: vars.space.lg,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    [`${input}:hover:not(:disabled) + &`]: { background: vars.color.brandSoft },
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
    // Muted colours rather than opacity: the text stays readable (axe checks it, and so do people).
    [`${input}:disabled + &`]: {
      background: vars.color.surfaceAlt,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

export const file = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  paddingInlineStart: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const fileName = style({ overflowWrap: 'anywhere', paddingBlock: vars.space.xs });

export const fileSize = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.danger } },
});
