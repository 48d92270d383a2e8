import type { ThemeTokens } from './types.ts';

type ColorRole = keyof ThemeTokens['color'];

/**
 * Every text/background pair a theme defines, with the WCAG 2.2 minimum it must meet:
 * 4.5:1 for text (1.4.3), 3:1 for control borders and focus indicators (1.4.11).
 */
export const contrastPairs: ReadonlyArray<{ fg: ColorRole; bg: ColorRole; min: number }> = [
  { fg: 'text', bg: 'surface', min: 4.5 },
  { fg: 'text', bg: 'surfaceAlt', min: 4.5 },
  { fg: 'textMuted', bg: 'surface', min: 4.5 },
  { fg: 'textMuted', bg: 'surfaceAlt', min: 4.5 },
  { fg: 'brand', bg: 'surface', min: 4.5 },
  { fg: 'brand', bg: 'surfaceAlt', min: 4.5 },
  { fg: 'onBrand', bg: 'brand', min: 4.5 },
  { fg: 'onBrand', bg: 'brandHover', min: 4.5 },
  { fg: 'onBrandSoft', bg: 'brandSoft', min: 4.5 },
  { fg: 'onAccent', bg: 'accent', min: 4.5 },
  { fg: 'onInverse', bg: 'inverse', min: 4.5 },
  { fg: 'danger', bg: 'surface', min: 4.5 },
  { fg: 'danger', bg: 'dangerSoft', min: 4.5 },
  { fg: 'onDanger', bg: 'danger', min: 4.5 },
  { fg: 'success', bg: 'surface', min: 4.5 },
  { fg: 'success', bg: 'successSoft', min: 4.5 },
  { fg: 'onSuccess', bg: 'success', min: 4.5 },
  { fg: 'borderStrong', bg: 'surface', min: 3 },
  { fg: 'focusRing', bg: 'surface', min: 3 },
  { fg: 'focusRing', bg: 'surfaceAlt', min: 3 },
];

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`Expected #rrggbb, got ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => channel(Number.parseInt(h as string, 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
