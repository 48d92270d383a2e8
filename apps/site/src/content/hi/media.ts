import type * as En from '../media.ts';
import { pictures as en, mediaBase } from '../media.ts';
import type { Translation } from './translation.ts';

export { avifSrcSet, imageSource, mediaBase, type PictureSpec } from '../media.ts';

/** The same pictures as the English pages; only what they show is said in Hindi. */
export const pictures = {
  ...en,
  bannerHome1: { ...en.bannerHome1, alt: 'सूरज निकलते समय शहर की सड़क पर नए स्कूटर पर सवार एक व्यक्ति' },
  bannerHome2: { ...en.bannerHome2, alt: 'सड़क किनारे चार्जर के पास चार्ज होता एक इलेक्ट्रिक स्कूटर' },
  bannerHome3: { ...en.bannerHome3, alt: 'फ़ोन की स्क्रीन पर लोन ऑफ़र, मिनटों में मंज़ूर' },
} as const satisfies Translation<typeof En.pictures>;

export const videos = {
  promo: { src: `${mediaBase}promo.mp4`, poster: pictures.bannerHome1 },
  emi: { src: `${mediaBase}guide-emi.mp4`, poster: pictures.posterEmi },
  mandate: { src: `${mediaBase}guide-mandate.mp4`, poster: pictures.posterMandate },
  digital: { src: `${mediaBase}guide-digital.mp4`, poster: pictures.posterDigital },
} as const satisfies Translation<typeof En.videos>;
