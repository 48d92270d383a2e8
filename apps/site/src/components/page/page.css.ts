import { mediaQuery, vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

/** The vertical rhythm of a page's blocks (their width and side padding: the UI Container). */
export const section = style({
  paddingBlock: vars.space['2xl'],
  '@media': { [mediaQuery('tablet')]: { paddingBlock: vars.space['3xl'] } },
});

export const pageTitle = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQuery('tablet')]: { fontSize: vars.fontSize['3xl'] } },
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.xl}`,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQuery('tablet')]: { fontSize: vars.fontSize['2xl'] } },
});

export const lead = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const alt = style({ background: vars.color.surfaceAlt });

/**
 * Below the fold: the browser skips style, layout and paint of the part until it nears the screen
 * (less work on the first load); `auto` keeps its real size once it has been shown.
 */
export const offscreen = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' });
