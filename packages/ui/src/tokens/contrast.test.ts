import { describe, expect, it } from 'vitest';
import { companyTokens } from './company.ts';
import { contrastPairs, contrastRatio } from './contrast.ts';
import { voltTokens } from './volt.ts';

describe.each([
  ['company', companyTokens],
  ['volt', voltTokens],
])('%s theme', (_name, tokens) => {
  it.each(contrastPairs.map((p) => [p.fg, p.bg, p.min] as const))(
    '%s on %s meets %d:1',
    (fg, bg, min) => {
      expect(contrastRatio(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(min);
    },
  );
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
