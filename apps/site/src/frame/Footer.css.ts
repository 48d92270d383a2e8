import { vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

/** The footer: link columns, legal line, facts and social links. */

export const footer = style({
  marginTop: vars.space['4xl'],
  background: vars.color.inverse,
  color: vars.color.onInverse,
  paddingBlock: vars.space['3xl'],
  fontSize: vars.fontSize.sm,
});

export const footerGrid = style({
  display: 'grid',
  gap: vars.space['2xl'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});

export const footerHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.onInverse,
});

export const footerList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.onInverse,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.onInverse },
  },
  // In forced colours a button drawn as a link loses its colour: underlined, it still reads as one.
  '@media': {
    '(forced-colors: active)': { selectors: { '&:is(button)': { textDecoration: 'underline' } } },
  },
});

export const footerLegal = style({
  marginTop: vars.space['2xl'],
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  display: 'grid',
  gap: vars.space.sm,
});

export const footerFacts = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.xl}`,
});

export const socialList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const socialLink = style([
  footerLink,
  {
    justifyContent: 'center',
    minWidth: '44px',
    minHeight: '44px',
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.borderStrong}`,
  },
]);
