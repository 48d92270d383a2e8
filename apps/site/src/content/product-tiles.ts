import { tilePictures } from './facts/product-tiles.ts';
import { type PictureSpec, pictures } from './media.ts';
import type { ProductSlug } from './product-index.ts';

/** What a product's home page tile shows: a one-line description and its picture. */
export interface ProductTile {
  tileDescription: string;
  tileImage: PictureSpec;
}

/** A tile: its line, and its picture (`facts/product-tiles.ts`). */
const tile = (slug: ProductSlug, tileDescription: string): ProductTile => ({
  tileDescription,
  tileImage: pictures[tilePictures[slug]],
});

/** Kept apart from `products.ts` so the home page loads the tiles' words only. */
export const productTiles: Record<ProductSlug, ProductTile> = {
  'two-wheeler-loan': tile(
    'two-wheeler-loan',
    'Finance for the scooter or motorcycle you need, with an EMI you can plan.',
  ),
  'new-bike': tile('new-bike', 'Buy a new scooter or motorcycle with a low down payment.'),
  'pre-owned': tile(
    'pre-owned',
    'Finance a pre-owned two-wheeler, with help on transfer and insurance.',
  ),
  'bike-pe-loan': tile(
    'bike-pe-loan',
    'A loan against the two-wheeler you own, for short-term needs.',
  ),
  'peer-to-peer': tile(
    'peer-to-peer',
    'Buying a vehicle from a friend or relative? We finance that too.',
  ),
  'electric-bike-loan': tile(
    'electric-bike-loan',
    'Go electric with up to 85% finance on an e-scooter or e-bike.',
  ),
  'ev-rental': tile(
    'ev-rental',
    'Rent an electric scooter for work or delivery, with maintenance included.',
  ),
  'electric-three-wheeler': tile(
    'electric-three-wheeler',
    'Own an e-rickshaw and earn more from every trip.',
  ),
  'electric-auto-loan': tile(
    'electric-auto-loan',
    'Up to 90% LTV on an electric auto, for up to 60 months.',
  ),
  'battery-loan': tile('battery-loan', 'Replace your EV battery now and pay in easy EMIs.'),
  'electric-bike-plan': tile(
    'electric-bike-plan',
    'Choose an electric bike and a plan in our app, and start riding.',
  ),
};
