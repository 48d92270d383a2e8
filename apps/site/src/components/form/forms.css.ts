import { mediaQuery, vars } from '@company/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The company forms' measure (their column and gap: the UI Stack). */
export const form = style({ maxWidth: '48rem' });

/** A field pair's two columns from tablet up (its grid and gap: FieldRow's Box). */
export const row = style({
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const formAlert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
});

export const requiredNote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const dialogText = style({ margin: `${vars.space.md} 0 ${vars.space.xl}` });

/** The support form beside its call panel from desktop up (its grid and gap: the UI Box). */
export const supportLayout = style({
  '@media': { [mediaQuery('desktop')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

/** The call-us panel's border (its grid, padding, colour and corners: the UI Box). */
export const callPanel = style({ border: `1px solid ${vars.color.border}` });
globalStyle(`${callPanel} p`, { margin: 0 });

/* Error summary (GOV.UK Design System pattern) -------------------------------------------- */

export const errorSummary = style({
  marginBlockEnd: vars.space.lg,
  padding: vars.space.lg,
  border: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` } },
});

export const errorSummaryTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
});

export const errorSummaryList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
});

// Each link a target of 24 px at least (WCAG 2.5.8), whatever the font's line box.
globalStyle(`${errorSummaryList} a`, {
  color: vars.color.danger,
  display: 'inline-block',
  minBlockSize: '24px',
});

/* A reference number (ticket, payment) the visitor keeps; its row: the UI Inline ---------------- */

export const ticketLabel = style({ flexBasis: '100%', color: vars.color.textMuted });

export const ticketNumber = style({
  // A long number breaks rather than push its dialog sideways with large text (WCAG 1.4.4).
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  userSelect: 'all',
  fontVariantNumeric: 'tabular-nums',
});

/** "Copied", beside the copy button. */
export const copied = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

/* Journey forms ------------------------------------------------------------------------------ */

/** A button beside a field (VERIFY, UPDATE EMAIL), aligned with the input, not the label. */
export const inlineAction = style({
  display: 'flex',
  alignItems: 'flex-end',
  paddingBlockEnd: vars.space.xs,
});

/** The part of a form that waits for an earlier step: dimmed while disabled. */
export const lockable = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  selectors: { '&:disabled': { opacity: 0.55 } },
});

export const progress = style({ width: '100%', height: '8px', accentColor: vars.color.brand });
