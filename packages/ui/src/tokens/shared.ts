import type { ThemeTokens } from './types.ts';

/**
 * Noto Sans covers Latin and Devanagari (and ₹, U+20B9), so Hindi and other vernacular pages need
 * no new font stack. Without the web font, the system's interface font. No family a machine may
 * lack ('Noto Sans', 'Segoe UI', Roboto…): while the web font loads, Chromium looks each one up
 * in the browser process, in every weight, a synchronous call each in the page's first layout.
 */
export const fontStack = "'Noto Sans Variable', system-ui, sans-serif";

/** Scales every theme shares unless it chooses otherwise. */
export const baseScales = {
  font: {
    body: fontStack,
    heading: fontStack,
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    '2xl': '2rem',
    '3xl': '3rem',
    '4xl': '4rem',
  },
  zIndex: {
    base: '0',
    dropdown: '100',
    sticky: '200',
    header: '300',
    overlay: '400',
    modal: '500',
    toast: '600',
    loading: '700',
  },
  duration: { instant: '0ms', fast: '150ms', base: '250ms', slow: '400ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
} satisfies Partial<ThemeTokens>;

/**
 * Breakpoints are plain numbers, not CSS variables: media queries cannot read custom properties.
 * Mobile first: a style for `tablet` applies from 768 px up.
 */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;
export const mediaQuery = (bp: Exclude<Breakpoint, 'mobile'>): string =>
  `screen and (min-width: ${breakpoints[bp]}px)`;
export const reducedMotion = '(prefers-reduced-motion: reduce)';
