import type {
  BannerCarouselProps,
  CaptchaDisplayProps,
  CitySelectProps,
  LeadDialogProps,
  OtpInputProps,
  PersonCardDialogPerson,
  ProductTileProps,
  RateTableProps,
} from '@company/ui';

/*
 * What both consumer proofs render (the Vite app and the Next.js app, which copy this file in
 * beside their own folders), so the two proofs, and the names their tests look for, cannot drift.
 * The Next.js page renders the static ones on the server; its client island, the rest.
 */

// Images as data URLs: the proof apps have no assets of their own.
const svg = (fill: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`,
  )}`;
const image = (fill: string, alt: string, width = 640, height = 360) => ({
  src: svg(fill, width, height),
  alt,
  width,
  height,
});

export const carousel = {
  label: 'Offers',
  autoplay: false,
  slides: [
    { id: 'a', image: image('#1546a0', 'First banner'), headline: 'Ride now, pay easy' },
    { id: 'b', image: image('#2bd17e', 'Second banner') },
  ],
} satisfies BannerCarouselProps;

export const productTile = {
  title: 'New Two-Wheeler Loan',
  description: 'Finance up to 95%.',
  href: '/new-bike',
  image: image('#e8eefb', ''),
} satisfies ProductTileProps;

export const rateTable = {
  caption: 'Benchmark rates',
  columns: [{ header: 'Product' }, { header: 'Rate', align: 'end' }],
  rows: [{ label: 'New two-wheeler', values: ['APR 16.00% to 35.00%'] }],
} satisfies RateTableProps;

export const person = {
  name: 'Asha Rao',
  titleLines: ['Chair'],
  image: image('#dbe2ec', '', 160, 160),
  biography: ['Asha chairs the board.'],
} satisfies PersonCardDialogPerson;

export const lead = {
  productName: 'New Two-Wheeler Loan',
  onSubmit: () => Promise.resolve(),
  trigger: <button type="button">Apply Now</button>,
} satisfies LeadDialogProps;

export const otp = { label: 'One-time code', length: 6 } satisfies OtpInputProps;

export const captcha = { text: '7kQ2p', seed: 3 } satisfies CaptchaDisplayProps;

export const cities = ['Pune', 'Mumbai', 'Nagpur', 'Bengaluru', 'Chennai'].map((name, id) => ({
  id,
  name,
})) satisfies CitySelectProps['items'];
