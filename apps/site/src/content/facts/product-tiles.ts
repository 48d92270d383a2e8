import type { pictures } from '../media.ts';
import type { ProductSlug } from '../product-index.ts';

/** Each product's tile picture, by its name in `media.ts` (whose alt texts each language gives). */
export const tilePictures: Record<ProductSlug, keyof typeof pictures> = {
  'two-wheeler-loan': 'tileNewBike',
  'new-bike': 'tileNewBike',
  'pre-owned': 'tileUsedBike',
  'bike-pe-loan': 'tileRefinance',
  'peer-to-peer': 'tilePeerToPeer',
  'electric-bike-loan': 'tileElectricBike',
  'ev-rental': 'tileEvRental',
  'electric-three-wheeler': 'tileRickshaw',
  'electric-auto-loan': 'tileElectricAuto',
  'battery-loan': 'tileBattery',
  'electric-bike-plan': 'tileBikePlan',
};
