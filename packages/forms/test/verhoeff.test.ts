import { describe, expect, it } from 'vitest';
import { aadhaar, verhoeffCheckDigit, verhoeffValid } from '../src/index.ts';
import { verhoeffInternals } from '../src/patterns/verhoeff.ts';

// The published tables (Verhoeff 1969; as printed in UIDAI's and most references' listings).
const publishedMultiplication = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const publishedPermutation = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const publishedInverse = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** A straight table-driven reference implementation, to compare against. */
function referenceCheckDigit(digits: string): number {
  let check = 0;
  [...digits].reverse().forEach((digit, i) => {
    check = publishedMultiplication[check]![publishedPermutation[(i + 1) % 8]![Number(digit)]!]!;
  });
  return publishedInverse[check]!;
}

describe('Verhoeff', () => {
  it('computes exactly the published multiplication table of D5', () => {
    for (let a = 0; a < 10; a += 1) {
      for (let b = 0; b < 10; b += 1) {
        expect(verhoeffInternals.multiply(a, b)).toBe(publishedMultiplication[a]![b]);
      }
    }
  });

  it('computes exactly the published position permutations', () => {
    for (let position = 0; position < 16; position += 1) {
      for (let digit = 0; digit < 10; digit += 1) {
        expect(verhoeffInternals.permute(position, digit)).toBe(
          publishedPermutation[position % 8]![digit],
        );
      }
    }
  });

  it.each([
    ['236', '3'],
    ['12345', '1'],
    ['142857', '0'],
    ['123456789012', '0'],
    ['8473643095483728456789', '2'],
  ])('check digit of %s is %s', (payload, check) => {
    expect(verhoeffCheckDigit(payload)).toBe(check);
    expect(verhoeffValid(payload + check)).toBe(true);
  });

  it('agrees with the table-driven reference on 2,000 payloads', () => {
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let n = 0; n < 2000; n += 1) {
      const payload = String(next()).padStart(11, String(next() % 10));
      expect(verhoeffCheckDigit(payload)).toBe(String(referenceCheckDigit(payload)));
    }
  });

  it('refuses non-digits', () => {
    expect(verhoeffValid('')).toBe(false);
    expect(verhoeffValid('23a3')).toBe(false);
    expect(() => verhoeffCheckDigit('٣')).toThrow(TypeError);
  });

  it('UIDAI’s published sample number is a valid Aadhaar', () => {
    expect(aadhaar('234123412346')).toBe(true);
  });
});
