/**
 * What a Hindi content module must match: the English module's shape, with its words free to
 * change. Each Hindi module exports the same names as its English one, e.g.
 * `export const aboutPage = { … } satisfies Translation<typeof En.aboutPage>;`
 * The Hindi build reads `content/hi/X.ts` wherever the site imports `content/X.ts`.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : { readonly [K in keyof T]: Translation<T[K]> };

/**
 * Keys whose values are not words but names the code or the browser reads (a path, a section
 * to scroll to, an icon): a Hindi module keeps them exactly as the English one.
 */
const tokenKeyList = [
  'to',
  'href',
  'path',
  'section',
  'id',
  'icon',
  // Products and home group: a picture's drawing, and which form of the EMI calculator a
  // product page shows ('open', 'offered', 'none').
  'art',
  'emiCalculator',
  'kind',
  'variant',
  'tone',
  'src',
  'srcSet',
  'image',
  'slug',
  'url',
  'key',
  'type',
  'code',
  // A document's path under the documents base, a file input's types.
  // Not 'email' or 'phone': forms name their labels so, and an address or number is kept anyway
  // (the check keeps every text without words, e-mail addresses included).
  'file',
  'accept',
  // Whom a charge of the Key Facts Statement is paid to (the code looks its label up by it).
  'payableTo',
] as const;
export const tokenKeys: ReadonlySet<string> = new Set(tokenKeyList);
type TokenKey = (typeof tokenKeyList)[number];

/**
 * The words of an English value, and nothing else: what `withWords` takes. Figures and the keys
 * of `tokenKeys` are left out (they come from the English module), so a Hindi module writes them
 * nowhere, and a word it leaves out is a type error.
 */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer Item)[]
      ? readonly Words<Item>[]
      : T extends object
        ? {
            readonly [K in keyof T as K extends TokenKey
              ? never
              : [Words<T[K]>] extends [never]
                ? never
                : Record<never, never> extends Words<T[K]> // nothing to translate in it
                  ? never
                  : K]: Words<T[K]>;
          }
        : never;

/**
 * The English value with its words in Hindi: lists item by item, objects key by key; whatever
 * `words` does not name (ids, paths, figures) stays the English module's.
 */
export function withWords<T>(english: T, words: Words<T>): Translation<T> {
  return merge(english, words) as Translation<T>;
}

function merge(english: unknown, words: unknown): unknown {
  if (words === undefined) return english;
  if (Array.isArray(english)) {
    if (!Array.isArray(words) || words.length !== english.length)
      throw new Error(`${english.length} items in English, another count in Hindi`);
    return english.map((item, i) => merge(item, words[i]));
  }
  if (english && typeof english === 'object')
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
        key,
        merge(value, (words as Record<string, unknown>)[key]),
      ]),
    );
  return words;
}

/**
 * Words a Hindi page keeps in English because Hindi readers use them so: brand and product
 * names, acronyms, people's and places' names as written. A string of a Hindi module that is
 * the same as the English one must be listed here, so a forgotten translation cannot pass.
 */
export const keptInEnglish: ReadonlySet<string> = new Set([
  'EMI',
  'OTP',
  'NOC',
  'LAN',
  'UPI',
  'PAN',
  'KYC',
  // Company and legal group: investors' names, as their brands are written.
  'Northbridge Impact Partners',
  'Sahyadri Ventures',
  'Greenline Climate Fund',
  'Meridian Growth Capital',
  '(Northbridge Impact Partners)',
  '(Greenline Climate Fund)',
  // navigation, support and journeys
  ...['RideOn', 'RideOn Finance Private Limited', 'U65929PN2017PTC170412', 'CA0874', 'UMN', 'UMRN'],
  ...['LinkedIn', 'Instagram', 'Facebook', 'YouTube', 'Twitter', 'FORM60', 'Customer Support'],
  ...['The Mobility Times', 'Deccan Business Daily', 'EV Pulse', 'FinLedger India', 'Pune Post'],
  // The frame (content/hi/frame.ts).
  'CIN',
]);
