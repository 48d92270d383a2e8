import { BannerCarousel } from '@company/ui';
import { bannerCarouselLabels } from '../../../content/component-labels.ts';
import { homeHero } from '../../../content/home.ts';
import { imageSource, mediaBase } from '../../../content/media.ts';
import * as css from './home.css.ts';

const sizes = '(min-width: 1280px) 1216px, 100vw';

const slides = homeHero.banners.map((banner) => ({
  id: banner.id,
  image: { ...imageSource(banner.picture, sizes), alt: banner.picture.alt },
  headline: <p className={css.slideHeadline}>{banner.headline}</p>,
  ...('video' in banner
    ? {
        video: {
          src: `${mediaBase}promo.mp4`,
          type: 'video/mp4',
          title: banner.video.title,
          poster: `${mediaBase}${banner.video.poster.name}-800.webp`,
        },
      }
    : {}),
}));

/**
 * The three home banners in the package's carousel (rotation, arrows, dots, pause control, the
 * first banner's promo video in a dialog). Its HTML is pre-rendered with the page; its code loads
 * right after the page's own (a chunk of its own: the video dialog brings Radix Dialog along).
 */
export default function HomeCarousel() {
  return (
    <BannerCarousel label={homeHero.carouselLabel} slides={slides} labels={bannerCarouselLabels} />
  );
}
