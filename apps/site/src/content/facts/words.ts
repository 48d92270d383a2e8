/**
 * How a content module is typed against the English one and put together from word-free facts
 * and one language's words. Word-free itself, so both languages' modules may import it.
 */

/** What a Hindi content module must match: the English module's shape, its words free. */
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
 * The word-free part of a value (ids, paths, figures): what a module of `content/facts/` holds
 * for the modules of both languages to give `withWords`.
 */
export type Facts<T> = T extends readonly (infer Item)[]
  ? readonly Facts<Item>[]
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { readonly [K in keyof T]?: Facts<T[K]> }
      : T;

/**
 * A value of `T` made of its facts and its words in one language: lists item by item, objects
 * key by key. Both languages' modules take the same facts, so neither imports the other's words.
 */
export function withWords<T>(facts: Facts<T>, words: Words<T>): Translation<T> {
  return merge(facts, words) as Translation<T>;
}

/** `withWords` for the English module, whose words are `T`'s own (its literal types kept). */
export function withEnglishWords<T>(facts: Facts<T>, words: Words<T>): T {
  return merge(facts, words) as T;
}

function merge(facts: unknown, words: unknown): unknown {
  if (words === undefined) return facts;
  if (facts === undefined) return words;
  if (Array.isArray(facts)) {
    if (!Array.isArray(words) || words.length !== facts.length)
      throw new Error(`${facts.length} items of facts, another count of words`);
    return facts.map((item, i) => merge(item, words[i]));
  }
  if (facts && typeof facts === 'object') {
    const both = { ...facts, ...(words as object) } as Record<string, unknown>;
    const w = words as Record<string, unknown>;
    const f = facts as Record<string, unknown>;
    return Object.fromEntries(Object.keys(both).map((key) => [key, merge(f[key], w[key])]));
  }
  return words;
}
