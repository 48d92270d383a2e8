/** The languages the spec's messages are written in; English is the source and the default. */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

/**
 * The language a request names in its `Accept-Language` header: the supported tag of the highest
 * weight (`hi`, `hi-IN`), English when it names none of ours or nothing at all.
 */
export function languageOf(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return 'en';
  let best: Language = 'en';
  let bestWeight = 0;
  for (const part of acceptLanguage.slice(0, 200).split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params
      .map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1])
      .find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    const language = languages.find((code) => tag === code || tag.startsWith(`${code}-`));
    if (language && weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best;
}
