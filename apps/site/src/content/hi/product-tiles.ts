import type * as En from '../product-tiles.ts';
import { productTiles as english } from '../product-tiles.ts';
import type { ProductSlug } from './product-index.ts';
import type { Translation } from './translation.ts';

export type { ProductTile } from '../product-tiles.ts';

/** The English tile (its picture) with the Hindi line under the title. */
const described = (slug: ProductSlug, tileDescription: string) => ({
  ...english[slug],
  tileDescription,
});

export const productTiles = {
  'two-wheeler-loan': described(
    'two-wheeler-loan',
    'ज़रूरत का स्कूटर या मोटरसाइकिल, ऐसी EMI पर जिसका पहले से हिसाब लगा सकें।',
  ),
  'new-bike': described('new-bike', 'कम डाउन पेमेंट देकर नया स्कूटर या मोटरसाइकिल ख़रीदें।'),
  'pre-owned': described('pre-owned', 'सेकंड-हैंड टू-व्हीलर के लिए लोन, नाम ट्रांसफ़र और बीमे में मदद के साथ।'),
  'bike-pe-loan': described('bike-pe-loan', 'अपने टू-व्हीलर पर लोन लें, थोड़े समय की ज़रूरतों के लिए।'),
  'peer-to-peer': described(
    'peer-to-peer',
    'किसी दोस्त या रिश्तेदार से गाड़ी ख़रीद रहे हैं? उसके लिए भी लोन देते हैं।',
  ),
  'electric-bike-loan': described(
    'electric-bike-loan',
    'ई-स्कूटर या ई-बाइक पर 85% तक लोन लेकर इलेक्ट्रिक पर चलें।',
  ),
  'ev-rental': described(
    'ev-rental',
    'काम या डिलीवरी के लिए इलेक्ट्रिक स्कूटर किराये पर लें, सर्विस किराये में शामिल।',
  ),
  'electric-three-wheeler': described(
    'electric-three-wheeler',
    'अपना ई-रिक्शा लें और हर सवारी से ज़्यादा कमाएँ।',
  ),
  'electric-auto-loan': described(
    'electric-auto-loan',
    'इलेक्ट्रिक ऑटो पर 90% तक LTV, 60 महीने तक के लिए।',
  ),
  'battery-loan': described('battery-loan', 'अपनी EV की बैटरी अभी बदलवाएँ और आसान EMI में चुकाएँ।'),
  'electric-bike-plan': described(
    'electric-bike-plan',
    'हमारे ऐप में इलेक्ट्रिक बाइक और प्लान चुनें, और चलाना शुरू करें।',
  ),
} satisfies Translation<typeof En.productTiles>;
