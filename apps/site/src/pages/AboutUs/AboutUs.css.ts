import { mediaQuery, vars } from '@company/ui';
import { style } from '@vanilla-extract/css';
import { plainList } from '../../components/page/company.css.ts';

/** Space above the key figures (their wrapping row: the UI Inline). */
export const highlights = style({ margin: `${vars.space.xl} 0 0` });

export const highlight = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  minWidth: '10rem',
  padding: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.sm,
});

export const highlightValue = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const highlightLabel = style({ color: vars.color.textMuted });

/**
 * People cards, in a centred wrapping UI Inline: `perRow` per row on wide screens (4 board,
 * 3 leaders). The bases count the Inline's `xl` gap.
 */
export const peopleItem = style({
  flex: '0 1 calc(50% - 0.75rem)',
  display: 'flex',
  '@media': { [mediaQuery('tablet')]: { flexBasis: 'calc(33.333% - 1rem)' } },
});

export const boardItem = style([
  peopleItem,
  { '@media': { [mediaQuery('desktop')]: { flexBasis: 'calc(25% - 1.125rem)' } } },
]);

export const leaderItem = style([
  peopleItem,
  {
    '@media': { [mediaQuery('desktop')]: { flexBasis: 'calc(33.333% - 1rem)', maxWidth: '22rem' } },
  },
]);

export const personCard = style({ width: '100%' });

export const investorList = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: '1fr',
    '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

export const investorLogo = style({ display: 'block', width: '120px', height: 'auto' });
