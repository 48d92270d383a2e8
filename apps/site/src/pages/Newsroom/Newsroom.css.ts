import { mediaQuery, vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

export const item = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': {
    [mediaQuery('tablet')]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'center' },
  },
});

/** A story below the fold: skipped until it nears the screen, at about a phone's story height
 * (on the story itself, so its own shadow is not clipped by the containment). */
export const later = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 18rem' });

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const sourceLogo = style({ display: 'block', height: '24px', width: 'auto' });

export const headline = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const status = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const pager = style({ marginTop: vars.space['2xl'] });

export const notice = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});
