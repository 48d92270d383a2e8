import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  // Never wider than its parent, even as a grid or flex item (min-width: 0 lets the parent's
  // column be narrower than the six cells' full width).
  minWidth: 0,
  maxWidth: '100%',
  gap: vars.space.xs,
});

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const field = style({ position: 'relative', display: 'flex', gap: vars.space.sm });

/**
 * The real input lies under the cells: it takes every click (the cells let pointer events
 * through), while the browser's autofill tint and text stay hidden behind them.
 */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  border: 0,
  padding: 0,
  color: 'transparent',
  caretColor: 'transparent',
  background: 'transparent',
  fontSize: vars.fontSize.md, // 16 px: iOS zooms into smaller inputs
  outline: 'none',
});

export const cell = style({
  position: 'relative',
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
  // 44 px wide, narrower when six do not fit (a 320 px screen inside a card's padding): the root's
  // max-width stops the row, and the cells shrink.
  width: '44px',
  minWidth: 0,
  height: '52px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  pointerEvents: 'none',
  selectors: {
    [`${input}:focus ~ &[data-active]`]: { outline: `2px solid ${vars.color.focusRing}` },
    // A drawn caret in the empty active cell, since the real one is hidden with the input's text.
    [`${input}:focus ~ &[data-active]:empty::after`]: {
      content: '""',
      width: '2px',
      height: '50%',
      background: vars.color.text,
    },
    [`${input}:disabled ~ &`]: { opacity: 0.6 },
    [`${root}[data-state="invalid"] &`]: { borderColor: vars.color.danger },
  },
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { [`${root}[data-state="invalid"] &`]: { color: vars.color.danger } },
});
