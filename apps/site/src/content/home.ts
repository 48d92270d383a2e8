import type { PageMeta } from '../lib/page-meta.ts';
import { company } from './company.ts';
import { pictures } from './media.ts';

/** The home page's head (kept here, not in `pages.ts`, so the home page loads only its own). */
export const homeMeta: PageMeta = {
  canonical: '/',
  title: `${company.brand} — Two-wheeler and electric vehicle loans`,
  description: `${company.tagline}: loans for new and used two-wheelers, electric scooters, e-rickshaws, electric autos and batteries. Apply in a minute.`,
  image: `/media/${pictures.bannerHome1.name}-1200.webp`,
};

/** The top of the home page: the headline and the three banners. */
export const homeHero = {
  headline: company.tagline,
  subline:
    'Loans for new and used two-wheelers, electric vehicles and their batteries — decided fast, explained plainly.',
  carouselLabel: 'Offers',
  banners: [
    {
      id: 'ride',
      picture: pictures.bannerHome1,
      headline: 'Your next ride starts here',
      video: { title: 'RideOn in 5 seconds', poster: pictures.bannerHome1 },
    },
    { id: 'ev', picture: pictures.bannerHome2, headline: 'Go electric with up to 85% finance' },
    {
      id: 'app',
      picture: pictures.bannerHome3,
      headline: 'Apply on your phone, approved in minutes',
    },
  ],
  productsHeading: 'PRODUCTS',
} as const;
