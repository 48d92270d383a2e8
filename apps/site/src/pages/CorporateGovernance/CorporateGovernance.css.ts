import { mediaQuery, vars } from '@company/ui';
import { style } from '@vanilla-extract/css';
import { plainList } from '../../components/page/company.css.ts';
import { textRule } from '../../components/page/text-rule.ts';

export const entries = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.md,
    '@media': { [mediaQuery('desktop')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const entryTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const entryText = style(textRule());

export const languages = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});

export const languageList = style([
  plainList,
  { display: 'inline-flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` },
]);

export const languageLink = style({
  display: 'inline-block',
  minHeight: '24px',
  paddingBlock: vars.space.xxs,
});

export const more = style({
  alignSelf: 'flex-start',
  minHeight: '24px',
  paddingBlock: vars.space.xxs,
});

export const quarters = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.sm,
    // Never wider than the column: at 200 % text 15rem is wider than a phone.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(15rem, 100%), 1fr))',
  },
]);

export const quarter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
