import type * as En from '../product-index.ts';
import { productIndex as english, type ProductEntry, type ProductSlug } from '../product-index.ts';
import type { Translation } from './translation.ts';

export type { ProductEntry, ProductSlug } from '../product-index.ts';
// The orders of the category bar, home tiles and footer are the same in both languages.
export { categoryBarSlugs, footerProductSlugs, homeTileSlugs } from '../product-index.ts';

/** The English entry (slug and path) with its Hindi title. */
const titled = (slug: ProductSlug, title: string): ProductEntry => ({ ...english[slug], title });

export const productIndex = {
  'two-wheeler-loan': titled('two-wheeler-loan', 'टू-व्हीलर लोन'),
  'new-bike': titled('new-bike', 'नया टू-व्हीलर लोन'),
  'pre-owned': titled('pre-owned', 'सेकंड-हैंड टू-व्हीलर लोन'),
  'bike-pe-loan': titled('bike-pe-loan', 'गाड़ी पर री-फ़ाइनेंस लोन'),
  'peer-to-peer': titled('peer-to-peer', 'पीयर 2 पीयर लोन'),
  'electric-bike-loan': titled('electric-bike-loan', 'इलेक्ट्रिक टू-व्हीलर लोन'),
  'ev-rental': titled('ev-rental', 'EV रेंटल'),
  'electric-three-wheeler': titled('electric-three-wheeler', 'ई-रिक्शा लोन'),
  'electric-auto-loan': titled('electric-auto-loan', 'इलेक्ट्रिक ऑटो लोन'),
  'battery-loan': titled('battery-loan', 'बैटरी लोन'),
  'electric-bike-plan': titled('electric-bike-plan', 'इलेक्ट्रिक बाइक प्लान'),
} satisfies Translation<typeof En.productIndex>;
