export {
  BannerCarousel,
  type BannerCarouselLabels,
  type BannerCarouselProps,
  type BannerSlide,
  type BannerVideo,
} from './BannerCarousel.tsx';
