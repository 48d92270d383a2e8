import type { PageMeta } from '../../lib/page-meta.ts';
import type * as En from '../home.ts';
import { company } from './company.ts';
import type { Translation } from './translation.ts';

/**
 * The home page's head, in a module of its own: the page table (`pages.ts`), which every Hindi
 * page loads, reads it without the home page's copy and pictures (about 1.8 kB gzip). The headline
 * is the company's tagline, as in English; the picture's path is English's (the translation test
 * holds it equal).
 */
export const homeMeta: PageMeta = {
  canonical: '/',
  title: `${company.brand} — टू-व्हीलर और इलेक्ट्रिक गाड़ियों के लिए लोन`,
  description: `${company.tagline}: नए और सेकंड-हैंड टू-व्हीलर, इलेक्ट्रिक स्कूटर, ई-रिक्शा, इलेक्ट्रिक ऑटो और बैटरी के लिए लोन। एक मिनट में अप्लाई करें।`,
  image: '/media/banner-home-1-1200.webp',
} satisfies Translation<typeof En.homeMeta>;
