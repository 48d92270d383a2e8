export {
  BannerCarousel,
  type BannerCarouselLabels,
  type BannerCarouselProps,
  type BannerSlide,
  type BannerVideo,
  defaultBannerCarouselLabels,
} from './BannerCarousel.tsx';
