/**
 * Generates the illustrations of the company pages into `public/images/`: portraits (drawn
 * avatars, not photos of anyone), investor and news-source marks, and news thumbnails. Drawn as
 * SVG (kept beside them as the source), served as WebP at 1× and 2×: Chromium builds a whole
 * SVG document on the main thread for every SVG image, where a WebP is decoded off it.
 *
 *   node apps/site/scripts/make-company-media.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { investors } from '../src/content/investors.ts';
import { newsItems } from '../src/content/news.ts';
import { boardOfDirectors, leaders } from '../src/content/people.ts';

const outDir = path.resolve(import.meta.dirname, '../public/images');

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const rasters: Promise<unknown>[] = [];

/**
 * Writes an SVG with a `<title>` (its text alternative when opened on its own), and the same
 * picture as `name.webp` and `name@2x.webp` at its own size and twice it (what `siteImage` serves).
 */
function write(file: string, svg: string, title: string) {
  svg = svg.replace(/^(<svg[^>]*>)/, `$1<title>${escapeXml(title)}</title>`);
  const full = path.join(outDir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, `${svg.replace(/\n\s*/g, '')}\n`);
  const width = Number(/ width="(\d+)"/.exec(svg)?.[1]);
  const height = Number(/ height="(\d+)"/.exec(svg)?.[1]);
  if (!width || !height) throw new Error(`${file}: the SVG needs its width and height`);
  for (const [suffix, scale] of [
    ['', 1],
    ['@2x', 2],
  ] as const) {
    rasters.push(
      sharp(Buffer.from(svg), { density: 72 * scale })
        .resize(width * scale, height * scale)
        .webp({ quality: 80, effort: 6 })
        .toFile(full.replace(/\.svg$/, `${suffix}.webp`)),
    );
  }
}

/** A small deterministic hash so each id gets its own but stable look. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const backgrounds = ['#e8eefb', '#e6f6ee', '#fff3df', '#f1eafb', '#e3f4f7', '#fde9e7'];
const clothes = ['#1546a0', '#0f766e', '#7c2d12', '#4338ca', '#334155', '#9d174d', '#166534'];
const skins = ['#f1c7a5', '#d9a27c', '#c58c63', '#a86f4c', '#8a5a3c'];
const hairs = ['#1f1a17', '#2e2420', '#4a3426', '#6b6b6b', '#b9b9b9'];

type Hair = 'short' | 'long' | 'bun' | 'side' | 'turban' | 'grey';

const looks: Record<string, { hair: Hair; glasses?: boolean; hairColour?: string }> = {
  'ramesh-kulkarni': { hair: 'grey', glasses: true, hairColour: '#bdbdbd' },
  'anjali-deshmukh': { hair: 'long' },
  'lakshmi-narayanan': { hair: 'bun', glasses: true },
  'harpreet-sandhu': { hair: 'turban' },
  'suresh-menon': { hair: 'side', glasses: true },
  'priya-banerjee': { hair: 'long' },
  'arvind-rao': { hair: 'short' },
  'kavita-joshi': { hair: 'bun', hairColour: '#6b6b6b' },
  'rohit-agarwal': { hair: 'short' },
  'farhan-qureshi': { hair: 'side' },
  'meenakshi-iyer': { hair: 'long', glasses: true },
  'deepa-thomas': { hair: 'bun' },
  'vijay-patil': { hair: 'short', glasses: true },
};

function portrait(id: string): string {
  const h = hash(id);
  const look = looks[id] ?? { hair: 'short' as Hair };
  const bg = backgrounds[h % backgrounds.length];
  const cloth = clothes[(h >>> 3) % clothes.length];
  const skin = skins[(h >>> 6) % skins.length];
  const hair = look.hairColour ?? hairs[(h >>> 9) % 3];
  const back: Record<Hair, string> = {
    long: `<path d="M58 96c0-34 18-54 42-54s42 20 42 54v58H58z" fill="${hair}"/>`,
    bun: `<circle cx="100" cy="46" r="16" fill="${hair}"/>`,
    short: '',
    side: '',
    turban: '',
    grey: '',
  };
  const front: Record<Hair, string> = {
    long: `<path d="M64 92c4-26 18-38 36-38s32 12 36 38c-14-10-26-18-36-20-10 2-22 10-36 20z" fill="${hair}"/>`,
    bun: `<path d="M66 92c2-24 16-36 34-36s32 12 34 36c-10-12-22-18-34-18s-24 6-34 18z" fill="${hair}"/>`,
    short: `<path d="M66 88c0-22 14-34 34-34s34 12 34 34c-6-8-18-14-34-14s-28 6-34 14z" fill="${hair}"/>`,
    side: `<path d="M66 90c0-24 16-36 36-36 18 0 32 12 32 32-16-10-40-6-56-2-6 2-10 4-12 6z" fill="${hair}"/>`,
    turban: `<path d="M62 86c0-26 18-42 38-42s38 16 38 42c-10-6-24-10-38-10s-28 4-38 10z" fill="#1e3a8a"/><path d="M62 86c14-8 50-18 76 0" stroke="#172554" stroke-width="3" fill="none"/><path d="M84 118c4 16 28 16 32 0" fill="${hair}"/>`,
    grey: `<path d="M66 84c2-18 14-28 34-28s32 10 34 28c-4-4-8-6-12-6-8-6-36-6-44 0-4 0-8 2-12 6z" fill="${hair}"/>`,
  };
  const glasses = look.glasses
    ? '<g fill="none" stroke="#1f2937" stroke-width="2.5"><circle cx="86" cy="98" r="9"/><circle cx="114" cy="98" r="9"/><path d="M95 98h10"/></g>'
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="240" height="240">
    <rect width="200" height="200" fill="${bg}"/>
    ${back[look.hair]}
    <path d="M34 200c4-40 30-58 66-58s62 18 66 58z" fill="${cloth}"/>
    <path d="M88 128h24v20c-4 6-20 6-24 0z" fill="${skin}"/>
    <path d="M86 146l14 16 14-16" fill="#ffffff" opacity=".9"/>
    <ellipse cx="100" cy="98" rx="32" ry="38" fill="${skin}"/>
    ${front[look.hair]}
    <g fill="#1f2937"><circle cx="87" cy="99" r="3"/><circle cx="113" cy="99" r="3"/></g>
    <path d="M90 116c6 5 14 5 20 0" stroke="#7a3e2a" stroke-width="3" fill="none" stroke-linecap="round"/>
    ${glasses}
  </svg>`;
}

for (const person of [...boardOfDirectors, ...leaders])
  write(`people/${person.id}.svg`, portrait(person.id), `Illustrated portrait of ${person.name}`);

/** Investor marks: a simple emblem on a tile (the name is printed beside it on the page). */
const investorColours = ['#1546a0', '#b45309', '#15803d', '#6d28d9'];
investors.forEach((investor, i) => {
  const colour = investorColours[i % investorColours.length];
  const emblems = [
    `<path d="M14 48 32 16l18 32z" fill="${colour}"/><path d="M30 48l14-24 14 24z" fill="${colour}" opacity=".6"/>`,
    `<path d="M10 48c10-20 20-30 24-30s10 12 16 12 10-10 16-10v28z" fill="${colour}"/>`,
    `<path d="M36 14c-16 4-24 16-22 34 18 0 28-10 30-26-2-4-4-6-8-8z" fill="${colour}"/><path d="M16 48c8-10 16-18 26-24" stroke="#fff" stroke-width="2" fill="none"/>`,
    `<circle cx="32" cy="32" r="18" fill="none" stroke="${colour}" stroke-width="6"/><path d="M32 14v36M14 32h36" stroke="${colour}" stroke-width="3"/>`,
  ];
  write(
    `investors/${investor.id}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" width="160" height="64">
      <rect width="160" height="64" rx="8" fill="#f8fafc"/>
      <g transform="translate(48 0)">${emblems[i % emblems.length]}</g>
    </svg>`,
    `${investor.name} logo`,
  );
});

/** What each story's thumbnail shows, drawn around (0, 0) to (80, 60). */
const motifs = {
  scooter:
    '<circle cx="4" cy="44" r="13"/><circle cx="72" cy="44" r="13"/><path d="M-6 34q2-18 22-18h26q6 0 8 8l4 10h10l12-40h12M62 -6l10 50"/>',
  rickshaw:
    '<path d="M-4 34V0q0-8 8-8h44q8 0 10 8l10 28H-4z"/><path d="M20 -8v42M44 -8v42"/><circle cx="6" cy="46" r="11"/><circle cx="58" cy="46" r="11"/>',
  battery:
    '<rect x="0" y="0" width="64" height="44" rx="6"/><path d="M64 14h8v16h-8M30 8l-8 16h16l-8 16"/>',
  chart: '<path d="M0 50h80M8 50V30M28 50V16M48 50V24M68 50V2M4 20l22-14 18 8 28-18"/>',
  branch: '<path d="M0 50h72M6 50V14L36 -4l30 18v36M18 50V30h12v20M42 30h12v10H42zM30 12h12"/>',
  phone: '<rect x="16" y="-8" width="40" height="64" rx="8"/><path d="M26 24l8 8 14-16M30 48h12"/>',
} as const;

const motifOf: Record<string, keyof typeof motifs> = {
  'series-c-meridian': 'chart',
  'battery-loans-launch': 'battery',
  'ev-auto-partnership': 'rickshaw',
  'greenline-investment': 'chart',
  'e-mandate-digital': 'phone',
  'karnataka-branches': 'branch',
  'series-b-northbridge': 'chart',
  'covid-relief': 'phone',
};

const sourceColours: Record<string, string> = {
  'mobility-times': '#b91c1c',
  'deccan-business': '#1e3a8a',
  'ev-pulse': '#15803d',
  'fin-ledger': '#7c2d12',
  'pune-post': '#6d28d9',
};
const seenSources = new Set<string>();
for (const item of newsItems) {
  const { source } = item;
  if (!seenSources.has(source.id)) {
    seenSources.add(source.id);
    const colour = sourceColours[source.id] ?? '#334155';
    const initials = source.name
      .split(/\s+/)
      .filter((w) => w !== 'The')
      .map((w) => w[0])
      .join('')
      .slice(0, 3);
    // Letters drawn as text are fine here: the logo is decorative next to the source's name.
    write(
      `news/source-${source.id}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32" width="120" height="32">
        <rect width="120" height="32" rx="4" fill="${colour}"/>
        <text x="60" y="22" font-family="Georgia,serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="2">${initials}</text>
      </svg>`,
      `${source.name} logo`,
    );
  }
  const h = hash(item.id);
  const sky = ['#dbeafe', '#dcfce7', '#fef3c7', '#ede9fe', '#cffafe'][h % 5];
  const ground = ['#1546a0', '#0f766e', '#b45309', '#4338ca', '#be185d'][(h >>> 4) % 5];
  const accent = ['#f59e0b', '#22c55e', '#ef4444', '#06b6d4', '#a855f7'][(h >>> 8) % 5];
  const x = 100 + ((h >>> 12) % 110);
  write(
    `news/${item.id}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180">
      <rect width="320" height="180" fill="${sky}"/>
      <circle cx="${260 - (h % 60)}" cy="44" r="22" fill="${accent}" opacity=".8"/>
      <path d="M0 132c60-22 120-22 180-6s100 10 140-4v58H0z" fill="${ground}" opacity=".85"/>
      <g transform="translate(${x} 96)" fill="none" stroke="#111827" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${motifs[motifOf[item.id] ?? 'scooter']}</g>
    </svg>`,
    `Illustration for the story: ${item.headline}`,
  );
}

await Promise.all(rasters);
process.stdout.write(`images written to ${path.relative(process.cwd(), outDir)}\n`);
