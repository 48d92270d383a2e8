import type { BannerCarouselLabels } from '../components/BannerCarousel/BannerCarousel.tsx';

export const bannerCarouselLabels: BannerCarouselLabels = {
  previous: 'पिछली स्लाइड',
  next: 'अगली स्लाइड',
  stop: 'स्लाइड अपने-आप बदलना रोकें',
  start: 'स्लाइड अपने-आप बदलना शुरू करें',
  dots: 'स्लाइड चुनें',
  slide: (position: number, count: number) => `${count} में से ${position}`,
  goTo: (position: number) => `स्लाइड ${position}`,
  playVideo: (title: string) => `वीडियो चलाएँ: ${title}`,
  closeVideo: 'बंद करें',
};
