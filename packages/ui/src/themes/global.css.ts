import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion } from '../tokens/shared.ts';
import { vars } from './vars.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  textSizeAdjust: '100%',
});

// Browsers give form controls the system font; here they take the theme's, like the text around
// them (and the page asks the browser for no extra family).
globalStyle('button, input, select, textarea', { fontFamily: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('img, video', { maxWidth: '100%', height: 'auto' });

// WCAG 2.3.3: users who ask for less motion get none from us.
globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
