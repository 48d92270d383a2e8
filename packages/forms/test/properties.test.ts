import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aadhaar,
  digitsOnly,
  maskAadhaar,
  maskEmail,
  maskMobile,
  pan,
  personName,
  upperCase,
  verhoeffCheckDigit,
} from '../src/index.ts';

// Any text a visitor can paste, including other scripts' digits and astral characters.
const anyText = fc.string({ unit: 'grapheme', maxLength: 40 });
const asciiDigit = fc.constantFrom(...'0123456789');
const upperLetter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digits = (length: number) =>
  fc.array(asciiDigit, { minLength: length, maxLength: length }).map((list) => list.join(''));
const letters = (length: number) =>
  fc.array(upperLetter, { minLength: length, maxLength: length }).map((list) => list.join(''));

const validPan = fc
  .tuple(letters(3), letters(1), digits(4), letters(1))
  .map(([holder, surname, number, check]) => `${holder}P${surname}${number}${check}`);

const validAadhaar = fc
  .tuple(fc.constantFrom(...'23456789'), digits(10))
  .map(([first, rest]) => first + rest)
  .map((payload) => payload + verhoeffCheckDigit(payload));

describe('normalisers', () => {
  it('digitsOnly emits only ASCII digits, never more than max, and is idempotent', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 16 }), (text, max) => {
        const parse = digitsOnly(max);
        const once = parse(text);
        expect(once).toMatch(/^[0-9]*$/);
        expect(once.length).toBeLessThanOrEqual(max);
        expect(parse(once)).toBe(once);
        // It keeps the first digits typed, in order.
        expect(text.replace(/[^0-9]/g, '').startsWith(once)).toBe(true);
      }),
    );
  });

  it('upperCase is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(upperCase(upperCase(text))).toBe(upperCase(text));
      }),
    );
  });
});

describe('masks', () => {
  it('maskAadhaar and maskMobile never show more than the last 4 digits', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const allDigits = text.replace(/[^0-9]/g, '');
        for (const masked of [maskAadhaar(text), maskMobile(text)]) {
          const shown = masked.replace(/[^0-9]/g, '');
          expect(shown.length).toBeLessThanOrEqual(4);
          expect(allDigits.endsWith(shown)).toBe(true);
        }
      }),
    );
  });

  it('maskEmail keeps the domain and shows at most 2 characters of the local part', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const at = address.lastIndexOf('@');
        const masked = maskEmail(address);
        expect(masked.slice(masked.lastIndexOf('@'))).toBe(address.slice(at));
        expect(masked.length).toBe(address.length);
        const local = masked.slice(0, at);
        expect(local.replace(/\*+$/, '').length).toBeLessThanOrEqual(Math.min(2, at - 1));
      }),
    );
  });
});

describe('identity numbers', () => {
  it('every generated PAN passes, in upper case only', () => {
    fc.assert(
      fc.property(validPan, (value) => {
        expect(pan(value)).toBe(true);
        expect(pan(value.toLowerCase())).toBe(false);
        expect(pan(upperCase(value.toLowerCase()))).toBe(true);
      }),
    );
  });

  it('every generated Aadhaar passes', () => {
    fc.assert(
      fc.property(validAadhaar, (value) => {
        expect(aadhaar(value)).toBe(true);
      }),
    );
  });

  it('every single-character change of a valid Aadhaar fails', () => {
    fc.assert(
      fc.property(
        validAadhaar,
        fc.integer({ min: 0, max: 11 }),
        fc.oneof(asciiDigit, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })),
        (value, position, replacement) => {
          fc.pre(replacement !== value[position]);
          const mutated = value.slice(0, position) + replacement + value.slice(position + 1);
          expect(aadhaar(mutated)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('every digit change at every position of a valid Aadhaar fails (exhaustive)', () => {
    fc.assert(
      fc.property(validAadhaar, (value) => {
        for (let position = 0; position < value.length; position += 1) {
          for (const digit of '0123456789') {
            if (digit === value[position]) continue;
            const mutated = value.slice(0, position) + digit + value.slice(position + 1);
            expect(aadhaar(mutated)).toBe(false);
          }
        }
      }),
      { numRuns: 50 },
    );
  });

  it('swapping two different adjacent digits of a valid Aadhaar fails', () => {
    fc.assert(
      fc.property(validAadhaar, fc.integer({ min: 0, max: 10 }), (value, position) => {
        fc.pre(value[position] !== value[position + 1]);
        const swapped =
          value.slice(0, position) +
          value[position + 1] +
          value[position] +
          value.slice(position + 2);
        expect(aadhaar(swapped)).toBe(false);
      }),
    );
  });
});

describe('personName', () => {
  // Letters (with their marks) of the scripts Indian names are written in, and Latin with accents.
  const letter = fc.constantFrom(...'abcxyzABCZéñüøरमकवपਹਰਕਮகமனறবমল', 'कि', 'र्', 'ਪ੍ਰੀ', 'மு');
  const part = fc.array(letter, { minLength: 1, maxLength: 6 }).map((list) => list.join(''));
  const word = fc
    .tuple(part, fc.option(fc.tuple(fc.constantFrom("'", '’', '.', '-'), part)), fc.boolean())
    .map(
      ([head, joined, initial]) => `${head}${joined ? joined.join('') : ''}${initial ? '.' : ''}`,
    );
  const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));

  it('accepts words of letters in any script, joined by single spaces', () => {
    fc.assert(
      fc.property(name, (value) => {
        expect(personName(value)).toBe(true);
      }),
    );
  });

  it('refuses a name with a digit, a symbol, a doubled space or an edge space', () => {
    const spoil = fc.constantFrom('1', '٣', '３', '_', '<', '@', '  ', '\t');
    fc.assert(
      fc.property(name, spoil, fc.nat(), (value, bad, at) => {
        const i = at % (value.length + 1);
        expect(personName(value.slice(0, i) + bad + value.slice(i))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(name, (value) => {
        expect(personName(` ${value}`)).toBe(false);
      }),
    );
  });
});
