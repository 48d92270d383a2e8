/**
 * What a Hindi content module must match: the English module's shape, with its words free to
 * change. Each Hindi module exports the same names as its English one, e.g.
 * `export const aboutPage = { … } satisfies Translation<typeof En.aboutPage>;`
 * The Hindi build reads `content/hi/X.ts` wherever the site imports `content/X.ts`.
 */
export {
  type Facts,
  type Translation,
  tokenKeys,
  type Words,
  withWords,
} from '../facts/words.ts';

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
