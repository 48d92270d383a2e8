import { mediaQuery, reducedMotion, vars } from '@company/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { textRule } from './text-rule.ts';

/** Styles shared by the company pages (about, governance, newsroom, careers, contact, grievance). */

export const band = style({ background: vars.color.surfaceAlt });

export const banner = style({
  background: `linear-gradient(120deg, ${vars.color.brand} 0%, ${vars.color.brandHover} 100%)`,
  color: vars.color.onBrand,
});

export const bannerInner = style({
  paddingBlock: vars.space['2xl'],
  '@media': { [mediaQuery('tablet')]: { paddingBlock: vars.space['4xl'] } },
});

export const bannerTitle = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  '@media': { [mediaQuery('tablet')]: { fontSize: vars.fontSize['4xl'] } },
});

export const bannerText = style({
  margin: `${vars.space.md} 0 0`,
  maxWidth: '60ch',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});

export const pageTitle = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': { [mediaQuery('tablet')]: { fontSize: vars.fontSize['3xl'] } },
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': { [mediaQuery('tablet')]: { fontSize: vars.fontSize['2xl'] } },
});

export const subTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const lead = style({
  margin: `0 0 ${vars.space.xl}`,
  maxWidth: '70ch',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const prose = style({ maxWidth: '70ch', lineHeight: vars.lineHeight.relaxed });
globalStyle(`${prose} p`, { margin: `0 0 ${vars.space.lg}` });

export const muted = style({ color: vars.color.textMuted });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const linkList = style([
  plainList,
  { display: 'grid', gap: vars.space.md, marginTop: vars.space.md },
]);

/** Cards in a responsive grid: 1 column, 2 from tablet, 3 from desktop. */
export const cardGrid = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: '1fr',
    '@media': {
      [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaQuery('desktop')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
]);

/** Inside a content card (the UI Card): its lines without the paragraphs' own margins. */
export const cardContent = style({});
globalStyle(`${cardContent} p`, { margin: 0 });

export const cardTitle = style(textRule(vars.fontSize.lg, vars.color.text, vars.lineHeight.tight));

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.brandHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A button that looks like a link (opens a dialog rather than navigating). */
export const linkButton = style([
  link,
  {
    display: 'inline',
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    cursor: 'pointer',
  },
]);

export const newTabIcon = style({
  display: 'inline-block',
  width: '0.85em',
  height: '0.85em',
  marginInlineStart: '0.25em',
  verticalAlign: '-0.05em',
});

export const privacyNotice = style({
  margin: `${vars.space.lg} 0 0`,
  padding: vars.space.lg,
  background: vars.color.brandSoft,
  color: vars.color.onBrandSoft,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const smoothOnly = style({
  '@media': { [reducedMotion]: { animation: 'none', transition: 'none' } },
});
