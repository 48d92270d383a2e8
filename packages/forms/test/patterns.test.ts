import { describe, expect, it } from 'vitest';
import type { Pattern } from '../src/index.ts';
import {
  aadhaar,
  alphanumeric,
  careMobile,
  email,
  indianMobile,
  mobile10,
  numeric,
  otp,
  pan,
  patterns,
  personName,
  pincode,
} from '../src/index.ts';

interface Vectors {
  readonly pattern: Pattern;
  readonly valid: readonly string[];
  readonly invalid: readonly string[];
}

// '٣' is ARABIC-INDIC DIGIT THREE (U+0663), '３' FULLWIDTH DIGIT THREE (U+FF13): digits to
// Unicode, never to these patterns.
const arabicIndic = (ascii: string) =>
  ascii.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
const fullWidth = (ascii: string) =>
  ascii.replace(/[0-9]/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));

const table: Record<string, Vectors> = {
  email: {
    pattern: email,
    valid: [
      'ravi.kumar@example.co.in',
      'a@b.in',
      'first+tag@sub.example.com',
      'user_name@example-mail.org',
      "o'neil@example.ie",
      'USER@EXAMPLE.COM',
      '0123456789@example.com',
      `${'x'.repeat(64)}@example.com`,
      'a.b.c@d-e.f.gh',
      'ravi@xn--h2brj9c.in',
      'ravi@example.xn--h2brj9c',
    ],
    invalid: [
      '',
      ' ',
      'ravi kumar@example.com',
      ' ravi@example.com',
      'ravi@example.com ',
      'ravi@example',
      'ravi@@example.com',
      '@example.com',
      'ravi@',
      'ravi.@example.com',
      '.ravi@example.com',
      'ra..vi@example.com',
      'ravi@-example.com',
      'ravi@example.c',
      'ravi@example.xn--',
      'ravi@example.com1',
      `${'x'.repeat(65)}@example.com`,
      'रवि@example.com',
      'ravi@exa_mple.com',
      '+',
      '٣@example.com',
      '３@example.com',
      'ravi@example.１２３',
    ],
  },
  alphanumeric: {
    pattern: alphanumeric,
    valid: [
      'abc',
      'ABC123',
      'TW.2024.0001',
      '0',
      '007',
      '.',
      'a.b.c',
      'LAN123456789',
      'x'.repeat(500),
      'Z9',
    ],
    invalid: [
      '',
      ' ',
      'abc def',
      ' abc',
      'abc-def',
      'ab_c',
      '+91',
      'é',
      'abc\n',
      '٣',
      'TW٣',
      '３',
      'TW３',
      '#',
    ],
  },
  numeric: {
    pattern: numeric,
    valid: ['0', '007', '1500', '-12', '+12', '12.50', '-0.5', '+3.14159', '1234567890123', '0.0'],
    invalid: [
      '',
      ' ',
      ' 12',
      '12 ',
      '1.',
      '.5',
      '1e5',
      '1,000',
      '+',
      '-',
      '--1',
      '12a',
      'abc',
      'NaN',
      'Infinity',
      '1.2.3',
      '٣',
      arabicIndic('12'),
      '３',
      fullWidth('12'),
    ],
  },
  indianMobile: {
    pattern: indianMobile,
    valid: [
      '9876543210',
      '6000000000',
      '7999999999',
      '8123456789',
      '+919876543210',
      '+91 9876543210',
      '+91-9876543210',
      '09876543210',
      '919876543210',
      '+91 09876543210',
    ],
    invalid: [
      '',
      ' ',
      '5876543210',
      '987654321',
      '98765432101',
      '+9876543210',
      '+91  9876543210',
      '91 9876543210',
      '+92 9876543210',
      '00987654321',
      '98765 43210',
      ' 9876543210',
      '987654321a',
      'abcdefghij',
      '+91',
      '+',
      arabicIndic('9876543210'),
      '98765٣3210',
      fullWidth('9876543210'),
      '98765３3210',
    ],
  },
  careMobile: {
    pattern: careMobile,
    valid: [
      '9876543210',
      '6123456789',
      '7000000000',
      '8999999999',
      '09876543210',
      '919876543210',
      '19876543210',
      '449876543210',
      '06000000000',
      '447123456789',
    ],
    invalid: [
      '',
      ' ',
      '+919876543210',
      '+9876543210',
      '5876543210',
      '987654321',
      '98765432100',
      '929876543210',
      '0919876543210',
      '98765-43210',
      '98765 43210',
      'abcdefghij',
      '0',
      arabicIndic('9876543210'),
      '98765٣3210',
      fullWidth('9876543210'),
      '98765３3210',
    ],
  },
  mobile10: {
    pattern: mobile10,
    valid: [
      '9876543210',
      '6000000000',
      '7123456789',
      '8999999999',
      '9000000000',
      '6999999999',
      '7777777777',
      '8080808080',
      '9123456780',
      '6543210987',
    ],
    invalid: [
      '',
      ' ',
      '5876543210',
      '0987654321',
      '09876543210',
      '+919876543210',
      '+9876543210',
      '987654321',
      '98765432100',
      '98765 43210',
      ' 9876543210',
      '987654321a',
      'abcdefghij',
      arabicIndic('9876543210'),
      '98765٣3210',
      fullWidth('9876543210'),
      '98765３3210',
    ],
  },
  pan: {
    pattern: pan,
    valid: [
      'ABCPE1234F',
      'AAAPA0000A',
      'ZZZPZ9999Z',
      'BNZPM2501F',
      'AFZPK7190K',
      'ABCPD0001Z',
      'XYZPQ5678R',
      'PPPPP1111P',
      'MNOPR4321S',
      'QWEPT0909Y',
    ],
    invalid: [
      '',
      ' ',
      'abcpe1234f',
      'ABCCE1234F',
      'ABCHE1234F',
      'ABCPE1234',
      'ABCPE12345F',
      'ABCPE123AF',
      '1BCPE1234F',
      '0BCPE1234F',
      'ABCPE1234F ',
      'ABC PE1234F',
      '+BCPE1234F',
      'ÁBCPE1234F',
      'ABCPE1٣34F',
      `ABCPE${arabicIndic('1234')}F`,
      'ABCPE1３34F',
      `ABCPE${fullWidth('1234')}F`,
    ],
  },
  aadhaar: {
    pattern: aadhaar,
    valid: [
      '234123412346',
      '999999999999',
      '200000000009',
      '301234567891',
      '456789012341',
      '567890123458',
      '678901234560',
      '789012345674',
      '890123456784',
      '987654321096',
    ],
    invalid: [
      '',
      ' ',
      '234123412347',
      '234123412341',
      '243123412346',
      '134123412346',
      '034123412346',
      '23412341234',
      '2341234123466',
      '2341 2341 2346',
      ' 234123412346',
      '23412341234a',
      'XXXX XXXX 2346',
      '+234123412346',
      arabicIndic('234123412346'),
      '2341234123٣6',
      fullWidth('234123412346'),
      '2341234123３6',
    ],
  },
  pincode: {
    pattern: pincode,
    valid: [
      '411001',
      '110001',
      '560034',
      '400050',
      '600001',
      '700019',
      '123456',
      '999999',
      '100000',
      '682001',
    ],
    invalid: [
      '',
      ' ',
      '011001',
      '000000',
      '41100',
      '4110011',
      '411 001',
      '411-001',
      '41100a',
      'abcdef',
      '+411001',
      arabicIndic('411001'),
      '41٣001',
      fullWidth('411001'),
      '41３001',
    ],
  },
  personName: {
    pattern: personName,
    valid: [
      'Ravi',
      'Ravi Kumar',
      'ravi kumar',
      'A',
      'Anita Devi Sharma',
      'RAVI',
      'Jo Ann',
      'Mary Jane Watson',
      'x'.repeat(50),
      'Li',
      // Names in every script, with the marks of their letters, and the punctuation names carry.
      'Ravi K.',
      "D'Souza",
      'Mary-Jane O’Neil',
      'Ravi-Kumar',
      'A. P. J. Abdul Kalam',
      'रवि',
      'रवि कुमार',
      'José',
      'Jose\u0301',
      'ਹਰਪ੍ਰੀਤ ਕੌਰ',
      'முருகன்',
    ],
    invalid: [
      '',
      ' ',
      'Ravi  Kumar',
      ' Ravi',
      'Ravi ',
      'R2D2',
      '0Ravi',
      'Ravi\tKumar',
      '+Ravi',
      'Ravi٣',
      'Ravi３',
      '-Ravi',
      'Ravi-',
      "O''Brien",
      'Ravi..',
      '.Ravi',
      '<b>Ravi</b>',
      'Ravi_K',
      '\u0301Ravi',
    ],
  },
  'otp(6)': {
    pattern: otp(6),
    valid: [
      '123456',
      '000000',
      '999999',
      '012345',
      '654321',
      '100000',
      '000001',
      '111111',
      '909090',
      '424242',
    ],
    invalid: [
      '',
      ' ',
      '      ',
      '12345',
      '1234567',
      '12345a',
      'abcdef',
      '12 345',
      '12345 ',
      '+12345',
      '-12345',
      arabicIndic('123456'),
      '12٣456',
      fullWidth('123456'),
      '12３456',
    ],
  },
  'otp(4)': {
    pattern: otp(4),
    valid: ['1234', '0000', '0042', '9999', '4321', '1000', '0001', '5555', '2024', '8080'],
    invalid: [
      '',
      ' ',
      '    ',
      '123',
      '12345',
      '123a',
      'abcd',
      '12 3',
      '+123',
      arabicIndic('1234'),
      '1٣34',
      fullWidth('1234'),
      '1３34',
    ],
  },
};

describe.each(Object.entries(table))('%s', (_name, { pattern, valid, invalid }) => {
  it.each(valid)('accepts %j', (value) => {
    expect(pattern(value)).toBe(true);
  });
  it.each(invalid)('rejects %j', (value) => {
    expect(pattern(value)).toBe(false);
  });
  it('rejects values that are not strings (a JSON body may hold anything)', () => {
    for (const value of [undefined, null, 9876543210, true, {}, ['9876543210']]) {
      expect(pattern(value as unknown as string)).toBe(false);
    }
  });
  it('gives the same answer on every call (no shared RegExp state)', () => {
    for (const value of [...valid, ...valid]) expect(pattern(value)).toBe(true);
  });
});

describe('the vector tables', () => {
  it.each(Object.entries(table))('%s has the issue’s vector kinds', (_name, { valid, invalid }) => {
    const all = [...valid, ...invalid];
    expect(valid.length).toBeGreaterThanOrEqual(10);
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(invalid).toContain('');
    expect(all.some((value) => value !== '' && value.trim() === '')).toBe(true);
    expect(all.some((value) => value.includes('+'))).toBe(true);
    expect(all.some((value) => /[A-Za-z]/.test(value))).toBe(true);
    expect(all.some((value) => value.startsWith('0'))).toBe(true);
    expect(invalid.some((value) => value.includes('٣'))).toBe(true);
    expect(invalid.some((value) => value.includes('３'))).toBe(true);
  });
});

describe('patterns object', () => {
  it('names every pattern', () => {
    expect(Object.keys(patterns).sort()).toEqual(
      [
        'aadhaar',
        'alphanumeric',
        'careMobile',
        'email',
        'indianMobile',
        'mobile10',
        'numeric',
        'otp',
        'pan',
        'personName',
        'pincode',
      ].sort(),
    );
    expect(patterns.pan('ABCPE1234F')).toBe(true);
    expect(patterns.otp(6)('123456')).toBe(true);
  });

  it('otp refuses a length that is not a positive whole number', () => {
    expect(() => otp(0)).toThrow(RangeError);
    expect(() => otp(4.5)).toThrow(RangeError);
  });
});
