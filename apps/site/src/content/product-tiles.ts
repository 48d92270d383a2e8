import { type PictureSpec, pictures } from './media.ts';
import type { ProductSlug } from './product-index.ts';

/** What a product's home page tile shows: a one-line description and its picture. */
export interface ProductTile {
  tileDescription: string;
  tileImage: PictureSpec;
}

/** Kept apart from `products.ts` so the home page loads the tiles' words only. */
export const productTiles: Record<ProductSlug, ProductTile> = {
  'two-wheeler-loan': {
    tileDescription: 'Finance for the scooter or motorcycle you need, with an EMI you can plan.',
    tileImage: pictures.tileNewBike,
  },
  'new-bike': {
    tileDescription: 'Buy a new scooter or motorcycle with a low down payment.',
    tileImage: pictures.tileNewBike,
  },
  'pre-owned': {
    tileDescription: 'Finance a pre-owned two-wheeler, with help on transfer and insurance.',
    tileImage: pictures.tileUsedBike,
  },
  'bike-pe-loan': {
    tileDescription: 'A loan against the two-wheeler you own, for short-term needs.',
    tileImage: pictures.tileRefinance,
  },
  'peer-to-peer': {
    tileDescription: 'Buying a vehicle from a friend or relative? We finance that too.',
    tileImage: pictures.tilePeerToPeer,
  },
  'electric-bike-loan': {
    tileDescription: 'Go electric with up to 85% finance on an e-scooter or e-bike.',
    tileImage: pictures.tileElectricBike,
  },
  'ev-rental': {
    tileDescription: 'Rent an electric scooter for work or delivery, with maintenance included.',
    tileImage: pictures.tileEvRental,
  },
  'electric-three-wheeler': {
    tileDescription: 'Own an e-rickshaw and earn more from every trip.',
    tileImage: pictures.tileRickshaw,
  },
  'electric-auto-loan': {
    tileDescription: 'Up to 90% LTV on an electric auto, for up to 60 months.',
    tileImage: pictures.tileElectricAuto,
  },
  'battery-loan': {
    tileDescription: 'Replace your EV battery now and pay in easy EMIs.',
    tileImage: pictures.tileBattery,
  },
  'electric-bike-plan': {
    tileDescription: 'Choose an electric bike and a plan in our app, and start riding.',
    tileImage: pictures.tileBikePlan,
  },
};
