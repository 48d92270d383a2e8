import { describe, expect, it } from 'vitest';
import { digitsOnly, maskAadhaar, maskEmail, maskMobile, upperCase } from '../src/index.ts';

describe('digitsOnly', () => {
  it.each([
    [10, '9876543210', '9876543210'],
    [10, '98765432101', '9876543210'],
    [10, '98765 43210', '9876543210'],
    [10, '+91-98765-43210', '9198765432'],
    [10, 'abc', ''],
    [10, '', ''],
    [10, '   ', ''],
    [6, '１２３٣456', '456'],
    [6, '007', '007'],
    [12, '2341 2341 2346', '234123412346'],
    [0, '123', ''],
  ])('digitsOnly(%i)(%j) is %j', (max, input, output) => {
    expect(digitsOnly(max)(input)).toBe(output);
  });

  it('ignores further typing once full (the spec’s max-length inputs)', () => {
    const parse = digitsOnly(6);
    let value = '';
    for (const key of '1234567890') value = parse(value + key);
    expect(value).toBe('123456');
  });

  it('treats a missing value as empty (final-form passes undefined when cleared)', () => {
    expect(digitsOnly(4)(undefined)).toBe('');
    expect(digitsOnly(4)(null)).toBe('');
  });

  it('refuses a maximum that is not a whole number', () => {
    expect(() => digitsOnly(-1)).toThrow(RangeError);
    expect(() => digitsOnly(2.5)).toThrow(RangeError);
  });
});

describe('upperCase', () => {
  it.each([
    ['abcpe1234f', 'ABCPE1234F'],
    ['ABCPE1234F', 'ABCPE1234F'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(upperCase(input)).toBe(output);
  });
  it('treats a missing value as empty', () => {
    expect(upperCase(undefined)).toBe('');
  });
});

describe('maskAadhaar', () => {
  it.each([
    ['234123412346', 'XXXX XXXX 2346'],
    ['2341 2341 2346', 'XXXX XXXX 2346'],
    ['23412341', 'XXXX 2341'],
    ['2346', '2346'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(maskAadhaar(input)).toBe(output);
  });
});

describe('maskEmail', () => {
  it.each([
    ['ravi.kumar@example.com', 'ra********@example.com'],
    ['abc@example.com', 'ab*@example.com'],
    ['ab@example.com', 'a*@example.com'],
    ['a@example.com', '*@example.com'],
    ['first@sub@example.com', 'fi*******@example.com'],
    ['no-at-sign', 'no********'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(maskEmail(input)).toBe(output);
  });
});

describe('maskMobile', () => {
  it.each([
    ['9876543210', 'XXXXXX3210'],
    ['+91 98765 43210', '+XX XXXXX X3210'],
    ['3210', '3210'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(maskMobile(input)).toBe(output);
  });
});
