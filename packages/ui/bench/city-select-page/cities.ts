/**
 * 1,000 made-up Indian-style place names, the same on every run (a fixed seed), so both
 * components filter exactly the same list.
 */
const starts = [
  'Ra',
  'Shi',
  'Ka',
  'Ma',
  'Na',
  'Pa',
  'Bha',
  'Su',
  'Vi',
  'Ja',
  'Go',
  'Ha',
  'De',
  'Ko',
  'Ba',
  'Chi',
  'A',
  'I',
  'U',
  'Sa',
];
const middles = ['m', 'n', 'v', 'l', 'r', 't', 'd', 'j', 'k', 's', 'dh', 'ch'];
const vowels = ['a', 'i', 'u', 'o', 'e', 'ee', 'aa'];
const ends = [
  'pur',
  'nagar',
  'abad',
  'garh',
  'ganj',
  'wadi',
  'kot',
  'pet',
  'ala',
  'ur',
  'gaon',
  'palli',
  'bad',
  'ner',
  'dih',
];

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeCities(count = 1000): { id: number; name: string }[] {
  const random = seeded(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const names = new Set<string>();
  while (names.size < count) {
    names.add(`${pick(starts)}${pick(middles)}${pick(vowels)}${pick(ends)}`);
  }
  return [...names].map((name, index) => ({ id: index + 1, name }));
}
