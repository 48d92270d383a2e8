import { vars } from '@company/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { fallbackFamily } from './fonts.css.ts';

export const languageSwitch = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${vars.space.sm}`,
});

/** At least 32 px each way (WCAG 2.5.8 asks 24). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  minWidth: '32px',
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:hover': { textDecoration: 'none' } },
});

/**
 * 'हिन्दी' on an English page, in the system's Devanagari font (the fallback face has none, so the
 * browser picks the platform's): English pages never fetch the Devanagari web font for one word.
 */
export const systemFont = style({ fontFamily: `"${fallbackFamily}"` });

/** Said only while the page shows a form (screen readers read it after the link then too). */
export const formNote = style({ display: 'none', fontSize: vars.fontSize.sm });
globalStyle(`body:has(main form) ${formNote}`, { display: 'inline' });
