import { baseScales } from './shared.ts';
import type { ThemeTokens } from './types.ts';

/**
 * A second brand ("Volt", an EV subscription property) that exists to prove a rebrand needs no
 * component change: deep violet, amber accent, squarer corners, pill buttons come from radius.
 */
export const voltTokens: ThemeTokens = {
  ...baseScales,
  color: {
    brand: '#5b21b6',
    brandHover: '#4c1d95',
    onBrand: '#ffffff',
    brandSoft: '#f3e8ff',
    onBrandSoft: '#4c1d95',
    accent: '#f59e0b',
    onAccent: '#3b2200',
    text: '#1f1633',
    textMuted: '#574b6b',
    surface: '#fffdf8',
    surfaceAlt: '#f6f1fb',
    inverse: '#1f1633',
    onInverse: '#f6f1fb',
    border: '#e4dcef',
    borderStrong: '#7a6d8f',
    focusRing: '#5b21b6',
    danger: '#b3261e',
    onDanger: '#ffffff',
    dangerSoft: '#fdf0ef',
    success: '#146c2e',
    onSuccess: '#ffffff',
    successSoft: '#edf7ef',
    overlay: 'rgba(31, 22, 51, 0.6)',
  },
  radius: { none: '0', sm: '2px', md: '4px', lg: '8px', pill: '999px', round: '50%' },
  shadow: {
    sm: '0 1px 2px rgba(31, 22, 51, 0.1)',
    md: '0 4px 12px rgba(31, 22, 51, 0.14)',
    lg: '0 12px 32px rgba(31, 22, 51, 0.2)',
  },
};
