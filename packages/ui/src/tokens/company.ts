import { baseScales } from './shared.ts';
import type { ThemeTokens } from './types.ts';

/** The company's default theme: a trustworthy blue, an electric green accent, bright surfaces. */
export const companyTokens: ThemeTokens = {
  ...baseScales,
  color: {
    brand: '#1546a0',
    brandHover: '#0f3479',
    onBrand: '#ffffff',
    brandSoft: '#e8eefb',
    onBrandSoft: '#0f3479',
    accent: '#2bd17e',
    onAccent: '#05301a',
    text: '#14213d',
    textMuted: '#4a5568',
    surface: '#ffffff',
    surfaceAlt: '#f3f6fb',
    inverse: '#0d1b36',
    onInverse: '#f3f6fb',
    border: '#dbe2ec',
    borderStrong: '#6b7a90',
    focusRing: '#1546a0',
    danger: '#b42318',
    onDanger: '#ffffff',
    dangerSoft: '#fef3f2',
    success: '#067647',
    onSuccess: '#ffffff',
    successSoft: '#ecfdf3',
    overlay: 'rgba(13, 27, 54, 0.6)',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '16px', pill: '999px', round: '50%' },
  shadow: {
    sm: '0 1px 2px rgba(13, 27, 54, 0.08)',
    md: '0 4px 12px rgba(13, 27, 54, 0.12)',
    lg: '0 12px 32px rgba(13, 27, 54, 0.18)',
  },
};
