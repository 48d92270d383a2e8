import { mediaQuery, vars } from '@company/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '48rem',
});

export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

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

export const supportLayout = style({
  display: 'grid',
  gap: vars.space['2xl'],
  alignItems: 'start',
  '@media': { [mediaQuery('desktop')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const callPanel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.xl,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
globalStyle(`${callPanel} p`, { margin: 0 });
