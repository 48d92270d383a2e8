import { company } from './company.ts';
import { type SiteImage, siteImage } from './images.ts';

/** A news source, with its logo. Sources and articles are sample entries for the demo site. */
export interface NewsSource {
  id: string;
  name: string;
  logo: SiteImage;
}

/** A news item (id, image, source logo, header, link). */
export interface NewsItem {
  id: string;
  source: NewsSource;
  thumbnail: SiteImage;
  headline: string;
  /** ISO date of publication. */
  date: string;
  /** The article on the source's site; opens in a new tab. */
  link: string;
}

function source(id: string, name: string): NewsSource {
  return { id, name, logo: siteImage(`news/source-${id}`, 120, 32, name) };
}

const sources = {
  mobilityTimes: source('mobility-times', 'The Mobility Times'),
  deccanBusiness: source('deccan-business', 'Deccan Business Daily'),
  evPulse: source('ev-pulse', 'EV Pulse'),
  finLedger: source('fin-ledger', 'FinLedger India'),
  punePost: source('pune-post', 'Pune Post'),
} as const;

type SourceKey = keyof typeof sources;

/**
 * Where the stories are: `VITE_NEWS_BASE_URL` (the publishers' article paths, in a real
 * deployment), by default the sample stories this site ships (`news-articles.ts`, pre-rendered as
 * `/news/<id>.html`), so that no link of the embedded default is dead.
 */
export const newsBaseUrl: string = import.meta.env?.VITE_NEWS_BASE_URL || '/news/';

function item(id: string, from: SourceKey, date: string, headline: string): NewsItem {
  return {
    id,
    source: sources[from],
    thumbnail: siteImage(`news/${id}`, 320, 180),
    headline,
    date,
    link: `${newsBaseUrl}${id}.html`,
  };
}

/** Newest first. */
export const newsItems: readonly NewsItem[] = [
  item(
    'series-c-meridian',
    'finLedger',
    '2025-09-18',
    `${company.brand} raises Series C led by Meridian Growth Capital to take EV loans to new states`,
  ),
  item(
    'battery-loans-launch',
    'evPulse',
    '2025-07-02',
    `${company.brand} launches battery loans for e-rickshaw drivers without income proof`,
  ),
  item(
    'women-riders-programme',
    'punePost',
    '2025-03-08',
    `Pune lender’s programme puts 5,000 women on their first scooter`,
  ),
  item(
    'one-lakh-customers',
    'mobilityTimes',
    '2024-12-10',
    `${company.brand} crosses one lakh two-wheeler loan customers`,
  ),
  item(
    'ev-auto-partnership',
    'evPulse',
    '2024-09-24',
    `Electric auto makers tie up with ${company.brand} for on-the-spot financing at dealerships`,
  ),
  item(
    'greenline-investment',
    'finLedger',
    '2023-11-15',
    `Greenline Climate Fund backs ${company.brand} to grow electric two-wheeler lending`,
  ),
  item(
    'e-mandate-digital',
    'deccanBusiness',
    '2023-06-20',
    'How small-town borrowers are switching to UPI e-mandates for their EMIs',
  ),
  item(
    'karnataka-branches',
    'deccanBusiness',
    '2022-10-04',
    `${company.brand} opens branches in Bengaluru and Mysuru, its first in Karnataka`,
  ),
  item(
    'used-bike-refinance',
    'mobilityTimes',
    '2022-05-17',
    'Refinance against your own scooter: the quiet growth of loan-against-vehicle products',
  ),
  item(
    'series-b-northbridge',
    'finLedger',
    '2021-08-30',
    `Northbridge Impact Partners leads Series B in two-wheeler lender ${company.brand}`,
  ),
  item(
    'covid-relief',
    'punePost',
    '2020-06-12',
    'Local lender offers restructuring help to riders hit by the lockdown',
  ),
  item(
    'first-anniversary',
    'mobilityTimes',
    '2018-04-16',
    'A year on, Pune start-up lender has financed 10,000 first-time riders',
  ),
];

export const newsroomPage = {
  heading: 'WE ARE IN THE NEWS!!',
  intro:
    'What the press has written about us. Each story opens on the publisher’s site in a new tab.',
  pageSize: 5,
  readMore: 'Read the story',
  newTabHint: '(opens in a new tab)',
  paginationLabel: 'News pages',
  pageStatus: (page: number, pages: number) => `Page ${page} of ${pages}`,
  outOfRange: (page: string, pages: number) =>
    `There is no page ${page} of news: the newsroom has ${pages} pages.`,
  firstPageLink: 'Go to the first page of news',
} as const;
