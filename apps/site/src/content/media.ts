import type { ImageSource } from '@company/ui';

/**
 * The pictures of the home and product pages, made for this project by `scripts/make-media.ts`
 * (sharp) into `public/media/`: every picture in AVIF and WebP at each listed width. The script
 * reads this list, so names and sizes agree. Videos: `scripts/make-videos.sh` (ffmpeg).
 */
export interface PictureSpec {
  /** File stem under /media/. */
  name: string;
  /** Intrinsic size of the largest file (the aspect ratio of all of them). */
  width: number;
  height: number;
  /** Widths rendered, smallest first; the largest equals `width`. */
  widths: readonly number[];
  /** What the picture shows ('' for decoration). */
  alt: string;
  /** Which drawing the generator makes. */
  art:
    | 'scooter'
    | 'motorbike'
    | 'ev-scooter'
    | 'rickshaw'
    | 'auto'
    | 'battery'
    | 'handshake'
    | 'refinance'
    | 'rental'
    | 'app'
    | 'banner-city'
    | 'banner-ev'
    | 'banner-service'
    | 'poster-emi'
    | 'poster-mandate'
    | 'poster-digital';
  /** Main hue of the drawing (0–360). */
  hue: number;
}

const tile = (name: string, art: PictureSpec['art'], hue: number): PictureSpec => ({
  name,
  width: 640,
  height: 400,
  widths: [320, 480, 640],
  alt: '',
  art,
  hue,
});

const banner = (name: string, art: PictureSpec['art'], hue: number, alt: string): PictureSpec => ({
  name,
  width: 1600,
  height: 640,
  widths: [480, 800, 1200, 1600],
  alt,
  art,
  hue,
});

export const pictures = {
  tileNewBike: tile('tile-new-bike', 'scooter', 221),
  tileUsedBike: tile('tile-used-bike', 'motorbike', 200),
  tileRefinance: tile('tile-refinance', 'refinance', 250),
  tilePeerToPeer: tile('tile-peer-to-peer', 'handshake', 185),
  tileElectricBike: tile('tile-electric-bike', 'ev-scooter', 150),
  tileEvRental: tile('tile-ev-rental', 'rental', 165),
  tileRickshaw: tile('tile-electric-rickshaw', 'rickshaw', 140),
  tileElectricAuto: tile('tile-electric-auto', 'auto', 130),
  tileBattery: tile('tile-battery', 'battery', 155),
  tileBikePlan: tile('tile-electric-bike-plan', 'app', 170),
  bannerHome1: banner(
    'banner-home-1',
    'banner-city',
    221,
    'A rider on a new scooter on a city road at sunrise',
  ),
  bannerHome2: banner(
    'banner-home-2',
    'banner-ev',
    150,
    'An electric scooter charging beside a roadside charger',
  ),
  bannerHome3: banner(
    'banner-home-3',
    'banner-service',
    250,
    'A loan offer on a phone screen, approved in minutes',
  ),
  posterEmi: tile('poster-emi', 'poster-emi', 221),
  posterMandate: tile('poster-mandate', 'poster-mandate', 150),
  posterDigital: tile('poster-digital', 'poster-digital', 250),
} as const satisfies Record<string, PictureSpec>;

/** Where the media folder is served from. */
export const mediaBase = '/media/';

/** An `<img>` source in WebP (every browser we support) with its `srcset` and `sizes`. */
export function imageSource(spec: PictureSpec, sizes: string, alt = spec.alt): ImageSource {
  return {
    src: `${mediaBase}${spec.name}-${spec.width}.webp`,
    srcSet: spec.widths.map((w) => `${mediaBase}${spec.name}-${w}.webp ${w}w`).join(', '),
    sizes,
    alt,
    width: spec.width,
    height: spec.height,
  };
}

/** The AVIF `srcset` of a picture, for `<source type="image/avif">`. */
export function avifSrcSet(spec: PictureSpec): string {
  return spec.widths.map((w) => `${mediaBase}${spec.name}-${w}.avif ${w}w`).join(', ');
}

/** The short videos of the home page (made by scripts/make-videos.sh), with their posters. */
export const videos = {
  promo: { src: `${mediaBase}promo.mp4`, poster: pictures.bannerHome1 },
  emi: { src: `${mediaBase}guide-emi.mp4`, poster: pictures.posterEmi },
  mandate: { src: `${mediaBase}guide-mandate.mp4`, poster: pictures.posterMandate },
  digital: { src: `${mediaBase}guide-digital.mp4`, poster: pictures.posterDigital },
} as const;
