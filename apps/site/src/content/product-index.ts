/**
 * The product pages' names and paths only: what the header, category bar and footer need, kept
 * apart from `products.ts` (every word of every page) so the frame's code stays small.
 */
export type ProductSlug =
  | 'two-wheeler-loan'
  | 'new-bike'
  | 'pre-owned'
  | 'bike-pe-loan'
  | 'peer-to-peer'
  | 'electric-bike-loan'
  | 'ev-rental'
  | 'electric-three-wheeler'
  | 'electric-auto-loan'
  | 'battery-loan'
  | 'electric-bike-plan';

export interface ProductEntry {
  slug: ProductSlug;
  path: string;
  /** Title on tiles, the category bar and the page heading; sent as `product_type` with a lead. */
  title: string;
}

const entry = (slug: ProductSlug, path: string, title: string): ProductEntry => ({
  slug,
  path,
  title,
});

export const productIndex: Record<ProductSlug, ProductEntry> = {
  'two-wheeler-loan': entry('two-wheeler-loan', '/product-layout', 'Two-Wheeler Loan'),
  'new-bike': entry('new-bike', '/new-bike', 'New Two-Wheeler Loan'),
  'pre-owned': entry('pre-owned', '/pre-owned', 'Used Two-Wheeler Loan'),
  'bike-pe-loan': entry('bike-pe-loan', '/bike-pe-loan', 'Re-Finance of Vehicles'),
  'peer-to-peer': entry('peer-to-peer', '/peer-to-peer', 'Peer 2 Peer Loan'),
  'electric-bike-loan': entry(
    'electric-bike-loan',
    '/electric-bike-loan',
    'Electric Two-Wheeler Loan',
  ),
  'ev-rental': entry('ev-rental', '/ev-rental', 'EV Rental'),
  'electric-three-wheeler': entry(
    'electric-three-wheeler',
    '/electric-three-wheeler',
    'Electric Rickshaw Loan',
  ),
  'electric-auto-loan': entry('electric-auto-loan', '/electric-auto-loan', 'Electric Auto Loan'),
  'battery-loan': entry('battery-loan', '/battery-loan', 'Battery Loan'),
  'electric-bike-plan': entry('electric-bike-plan', '/electric-bike-plan', 'Electric Bike Plan'),
};

/** The category bar: the eight product pages of the route table, in its order. */
export const categoryBarSlugs: readonly ProductSlug[] = [
  'new-bike',
  'pre-owned',
  'bike-pe-loan',
  'peer-to-peer',
  'electric-bike-loan',
  'ev-rental',
  'electric-three-wheeler',
  'electric-auto-loan',
];

/** The home page's PRODUCTS tiles, in order: a row of three, then the rest. */
export const homeTileSlugs: readonly ProductSlug[] = [
  'new-bike',
  'pre-owned',
  'bike-pe-loan',
  'electric-bike-loan',
  'ev-rental',
  'electric-three-wheeler',
  'electric-auto-loan',
];

/** Every product page, in the footer's order. */
export const footerProductSlugs: readonly ProductSlug[] = [
  ...categoryBarSlugs,
  'battery-loan',
  'electric-bike-plan',
  'two-wheeler-loan',
];
