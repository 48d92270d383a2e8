import { mediaQuery, vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

/** Shared page layout of the site's pages. */
export const section = style({
  width: '100%',
  maxWidth: '1280px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space['2xl'],
  '@media': {
    [mediaQuery('tablet')]: { paddingInline: vars.space.xl, paddingBlock: vars.space['3xl'] },
    [mediaQuery('desktop')]: { paddingInline: vars.space['2xl'] },
  },
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
