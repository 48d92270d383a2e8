import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contracts from '../src/contracts/index.ts';
import {
  catalogueIn,
  errorsIn,
  hindi,
  hindiKeyFactsWords,
  inLanguage,
  toHindi,
} from '../src/hi/index.ts';
import {
  english,
  entriesOf,
  languageOf,
  sourceTable,
  toPo,
  translatorOf,
} from '../src/i18n/index.ts';
import { fieldErrors, leadSchema } from '../src/index.ts';

type Template = (...args: string[]) => string;
const englishEntries = [...entriesOf(english)];
const hindiEntries = new Map(entriesOf(hindi));
const holes = (count: number) => Array.from({ length: count }, (_, index) => `{${index}}`);
const textOf = (message: unknown) =>
  typeof message === 'function' ? (message as Template)(...holes(message.length)) : String(message);
// A technical name in brackets (a header, a field) stays as it is and is not counted.
const letters = (text: string) =>
  text.replace(/\([^()\p{Script=Devanagari}]*\)/gu, '').match(/\p{L}/gu) ?? [];
const devanagariShare = (text: string) =>
  letters(text).filter((letter) => /\p{Script=Devanagari}/u.test(letter)).length /
  Math.max(1, letters(text).length);

describe('the Hindi catalogue', () => {
  it('has every key of the English one, and no other', () => {
    expect([...hindiEntries.keys()].sort()).toEqual(englishEntries.map(([path]) => path).sort());
    expect(englishEntries.length).toBeGreaterThan(150);
  });

  it.each(englishEntries)('%s: Hindi, mostly Devanagari, of the same kind', (path, source) => {
    const target = hindiEntries.get(path);
    expect(typeof target).toBe(typeof source);
    if (typeof source === 'function') expect((target as Template).length).toBe(source.length);
    const text = textOf(target);
    expect(text.trim()).not.toBe('');
    expect(text).not.toBe(textOf(source));
    expect(devanagariShare(text)).toBeGreaterThanOrEqual(0.5);
    // Every value of a template is used in its Hindi too.
    for (const hole of typeof source === 'function' ? holes(source.length) : []) {
      expect(text).toContain(hole);
    }
  });

  it('gives one Hindi text to an English text wherever it appears', () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const [path, source] of englishEntries) {
      if (typeof source !== 'string') continue;
      const set = byEnglish.get(source) ?? new Set();
      set.add(String(hindiEntries.get(path)));
      byEnglish.set(source, set);
    }
    const split = [...byEnglish].filter(([, set]) => set.size > 1).map(([text]) => text);
    expect(split).toEqual([]);
  });
});

describe('the translator’s PO file', () => {
  it('is the catalogue as it is (regenerate: node packages/forms/scripts/catalogue-po.ts)', () => {
    const po = toPo('hi', english, hindi);
    expect(fs.readFileSync(new URL('../catalogues/hi.po', import.meta.url), 'utf8')).toBe(po);
    // Each key once, with the English and its Hindi; a template's values named.
    expect(po.match(/^msgctxt /gm)).toHaveLength(englishEntries.length);
    expect(po).toContain(
      'msgctxt "otpMessages.wait"\nmsgid "Please wait {seconds} seconds before requesting a new OTP"\nmsgstr "नया OTP मँगाने से पहले कृपया {seconds} सेकंड रुकें"',
    );
  });
});

describe('toHindi', () => {
  it('turns every English text of the catalogue into its Hindi', () => {
    for (const [path, source] of englishEntries) {
      if (typeof source === 'string') expect(toHindi(source), path).toBe(hindiEntries.get(path));
    }
  });

  it('fills a template’s Hindi with the values of the English one', () => {
    expect(toHindi(english.otpMessages.wait(42))).toBe(hindi.otpMessages.wait(42));
    expect(toHindi(english.apiMessages.tooManyRequests(1))).toBe(
      hindi.apiMessages.tooManyRequests(1),
    );
    expect(toHindi(english.careRouteMessages.lanCall('1800 123 4567'))).toBe(
      'डाला गया LAN गलत है ... कृपया सही LAN दें या 1800 123 4567 पर कॉल करें',
    );
    expect(toHindi(english.paymentRouteMessages.aboveOutstanding('₹1,20,000.00'))).toBe(
      'रकम बकाया ₹1,20,000.00 से ज़्यादा नहीं हो सकती',
    );
  });

  it('translates a template’s values that are messages too', () => {
    const labels = english.trackRequestMessages.statusLabels;
    expect(toHindi(english.trackRequestMessages.statusUnchanged(labels.closed, labels.open))).toBe(
      'जो टिकट बंद है, वह खुला नहीं हो सकता',
    );
    const purpose = english.trackRequestMessages.otpSmsPurpose('SR26112612345678');
    expect(toHindi(english.otpMessages.subject(purpose))).toBe(
      'आपके अनुरोध SR26112612345678 की जानकारी देखने के लिए आपका OTP',
    );
  });

  it('has the Hindi of every message an endpoint answers a refused field with', () => {
    const endpoints = Object.entries(contracts).filter(
      ([, value]) => value && typeof value === 'object' && 'fieldMessages' in value,
    ) as [string, { fieldMessages: Record<string, string> }][];
    const untranslated = endpoints.flatMap(([name, { fieldMessages }]) =>
      Object.values(fieldMessages)
        .filter((message) => toHindi(message) === message)
        .map((message) => `${name}: ${message}`),
    );
    expect(endpoints.length).toBeGreaterThan(20);
    expect(untranslated).toEqual([]);
  });

  it('leaves a text no catalogue holds as it is', () => {
    expect(toHindi('RideOn Finance')).toBe('RideOn Finance');
    expect(inLanguage('en', english.otpMessages.invalid)).toBe('Invalid OTP Entered');
    expect(inLanguage('hi', english.otpMessages.invalid)).toBe('गलत OTP डाला गया');
    expect(catalogueIn('en')).toBe(english);
  });

  it('gives a form’s errors in Hindi, the length limit too, and English ones unchanged', () => {
    const errors = fieldErrors(leadSchema, { name: 'R'.repeat(101), phone: '12' });
    expect(errors).toEqual({
      name: 'Please keep this to 100 characters or fewer',
      phone: 'Please enter a valid 10-digit mobile number',
    });
    expect(errorsIn('en', errors)).toBe(errors);
    expect(errorsIn('hi', errors)).toEqual({
      name: 'कृपया इसे 100 अक्षरों के अंदर रखें',
      phone: 'कृपया 10 अंकों का सही मोबाइल नंबर लिखें',
    });
  });
});

describe('a translator from a source table (a build inlines the table as JSON)', () => {
  const fromTable = translatorOf(JSON.parse(JSON.stringify(sourceTable(english))), hindi);
  const samples = [
    ...englishEntries.map(([, source]) =>
      typeof source === 'function' ? (source as Template)(...holes(source.length)) : source,
    ),
    english.otpMessages.wait(1),
    english.otpMessages.wait(42),
    english.careRouteMessages.lanCall('1800 123 4567'),
    english.otpMessages.subject(english.otpMessages.purposes.careRequest),
    'RideOn Finance',
  ];

  it.each(samples.map(String))('translates %s as toHindi does', (message) => {
    expect(fromTable(message)).toBe(toHindi(message));
  });
});

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['mr-IN, hi;q=0.5', 'hi'],
    ['ta', 'en'],
    ['hindi', 'en'],
    ['hi;q=0', 'en'],
  ] as const)('%s → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});

describe('the Key Facts Statement in Hindi', () => {
  const statement = contracts.keyFactsStatement(
    {
      source: 'product',
      amount: 120_000,
      tenureMonths: 36,
      annualRatePercent: 16,
      rateType: 'fixed',
      charges: [{ kind: 'processingFee', amount: 3_600, gstPercent: 18 }],
    },
    'kfs-1',
    new Date('2026-11-27T06:00:00Z'),
  );
  const english = contracts.keyFactsTables(statement);
  const inHindi = contracts.keyFactsTables(statement, hindiKeyFactsWords);
  const devanagari = /\p{Script=Devanagari}/u;

  it('has the same tables, rows and columns as the English, with the same figures', () => {
    expect(inHindi.map((t) => [t.id, t.columns.length, t.rows.length])).toEqual(
      english.map((t) => [t.id, t.columns.length, t.rows.length]),
    );
    const figures = (tables: typeof english) =>
      tables
        .flatMap((t) => t.rows.flat())
        .flatMap((cell) => cell.match(/₹[\d,.]+|\d+\.\d+%/g) ?? []);
    expect(figures(inHindi)).toEqual(figures(english));
  });

  it('words every heading, column and row label in Hindi', () => {
    for (const table of inHindi) {
      expect(table.heading).toMatch(devanagari);
      for (const column of table.columns) expect(column).toMatch(devanagari);
      for (const [label] of table.rows) expect(label).toMatch(/\p{Script=Devanagari}|^EMI$/u);
    }
  });
});
