import type * as En from '../home.ts';
import { company } from './company.ts';
import { pictures } from './media.ts';
import type { Translation } from './translation.ts';

/** The top of the home page: the headline and the three banners. */
export const homeHero = {
  headline: 'भारत की नंबर 1 टू-व्हीलर लाइफ़साइकिल कंपनी',
  subline:
    'नए और सेकंड-हैंड टू-व्हीलर, इलेक्ट्रिक गाड़ियों और उनकी बैटरी के लिए लोन — जल्दी फ़ैसला, सीधी-सादी बात।',
  carouselLabel: 'ऑफ़र',
  banners: [
    {
      id: 'ride',
      picture: pictures.bannerHome1,
      headline: 'आपकी अगली सवारी यहीं से शुरू',
      video: { title: `${company.brand} 5 सेकंड में`, poster: pictures.bannerHome1 },
    },
    { id: 'ev', picture: pictures.bannerHome2, headline: '85% तक लोन के साथ इलेक्ट्रिक अपनाएँ' },
    {
      id: 'app',
      picture: pictures.bannerHome3,
      headline: 'फ़ोन पर अप्लाई करें, मिनटों में मंज़ूरी',
    },
  ],
  productsHeading: 'हमारे प्रोडक्ट',
} satisfies Translation<typeof En.homeHero>;

// The home page's head is in home-meta.ts, which the page table imports without this module.
export { homeMeta } from './home-meta.ts';
