import type * as En from '../media.ts';
import { pictures as english, videos as englishVideos, type PictureSpec } from '../media.ts';
import type { Translation } from './translation.ts';

export type { PictureSpec } from '../media.ts';
// Files, sizes and the functions that build sources are the same in both languages.
export { avifSrcSet, imageSource, mediaBase } from '../media.ts';

/** The English picture, described in Hindi. */
const described = (spec: PictureSpec, alt: string): PictureSpec => ({ ...spec, alt });

/** The product tiles' pictures are decoration (alt ''); the home banners say what they show. */
export const pictures = {
  ...english,
  bannerHome1: described(english.bannerHome1, 'सुबह-सुबह शहर की सड़क पर नए स्कूटर पर जाता एक सवार'),
  bannerHome2: described(english.bannerHome2, 'सड़क किनारे चार्जर पर चार्ज होता इलेक्ट्रिक स्कूटर'),
  bannerHome3: described(english.bannerHome3, 'फ़ोन की स्क्रीन पर लोन ऑफ़र, मिनटों में मंज़ूर'),
} satisfies Translation<typeof En.pictures>;

export const videos = {
  ...englishVideos,
  promo: { ...englishVideos.promo, poster: pictures.bannerHome1 },
} satisfies Translation<typeof En.videos>;
