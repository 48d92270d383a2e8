import { siteImage } from '../images.ts';

/**
 * The About Us page's people, in the order it shows them, by id; each one's portrait is the
 * picture `people/<id>`. Word-free: each language's `people.ts` writes the names and words.
 */
export const boardIds = [
  'ramesh-kulkarni',
  'anjali-deshmukh',
  'lakshmi-narayanan',
  'harpreet-sandhu',
  'suresh-menon',
  'priya-banerjee',
  'arvind-rao',
  'kavita-joshi',
] as const;

export const leaderIds = [
  'rohit-agarwal',
  'farhan-qureshi',
  'meenakshi-iyer',
  'deepa-thomas',
  'vijay-patil',
] as const;

/**
 * The people's cards with their ids and portraits, in order; `alt` names a portrait in the
 * page's language.
 */
export function withPortraits<Card extends { name: string }>(
  ids: readonly string[],
  alt: (name: string) => string,
  cards: readonly Card[],
) {
  if (cards.length !== ids.length) throw new Error(`${ids.length} people, ${cards.length} cards`);
  return cards.map((card, i) => {
    const id = ids[i] ?? '';
    return {
      id,
      ...card,
      image: siteImage(`people/${id}`, 240, 240),
      detailImage: siteImage(`people/${id}`, 240, 240, alt(card.name)),
    };
  });
}
