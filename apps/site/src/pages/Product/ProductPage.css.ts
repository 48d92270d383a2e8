import { mediaQuery, vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

export const banner = style({
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.surface})`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bannerInner = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: '1.1fr 1fr' } },
});

export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg });

export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const steps = style([grid, { counterReset: 'step' }]);

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});

export const checklist = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.sm,
});

export const docGroups = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
  },
});

export const groupTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const note = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Space above the apply row (the row itself: the UI Inline). */
export const actions = style({ marginTop: vars.space.lg });

export const intro = style({ maxWidth: '70ch' });

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  marginBottom: vars.space.lg,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  cursor: 'pointer',
  // In forced colours the brand colour is gone: an edge says it is a control.
  '@media': {
    '(forced-colors: active)': { border: '1px solid ButtonText', paddingInline: vars.space.sm },
  },
});
