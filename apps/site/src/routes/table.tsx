import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { pages } from '../content/pages.ts';
import { type Product, products } from '../content/products.ts';
import { Frame } from '../frame/Frame.tsx';
import { loanJsonLd } from '../lib/structured-data.ts';
import type { PageMeta, RouteHandle } from './handle.ts';

/** A route module: one page, its component as the default export. */
type PageModule = { default: ComponentType };

/**
 * The page modules, each loaded on demand (its own chunk), keyed by file: list a new page's file
 * here and use the same name in its route below.
 */
const pageModules = import.meta.glob<PageModule>([
  './Home.tsx',
  './NotFound.tsx',
  './TwoWheelerLoan.tsx',
  './NewBike.tsx',
  './PreOwned.tsx',
  './BikePeLoan.tsx',
  './PeerToPeer.tsx',
  './ElectricBikeLoan.tsx',
  './EvRental.tsx',
  './ElectricThreeWheeler.tsx',
  './ElectricAutoLoan.tsx',
  './BatteryLoan.tsx',
  './ElectricBikePlan.tsx',
]);

export interface SiteRoute {
  path: string;
  /** The page module's file, relative to this folder ('./Home.tsx'). */
  module: string;
  handle: RouteHandle;
  /** Listed in sitemap.xml (public, indexable, built). */
  sitemap: boolean;
}

/** Routes of later issues show the not-found page until their module lands. */
const notYetBuilt = './NotFound.tsx';

const route = (
  path: string,
  module: string,
  meta: PageMeta,
  sitemap = !meta.noindex,
): SiteRoute => {
  if (!pageModules[module]) throw new Error(`Route ${path}: no page module ${module}`);
  return { path, module, handle: { meta }, sitemap };
};

const productMeta = (product: Product): PageMeta => ({
  ...product.meta,
  canonical: product.path,
  image: `/media/${product.tileImage.name}-${product.tileImage.width}.webp`,
  jsonLd: [loanJsonLd(product)],
});

const productRoute = (product: Product, module: string): SiteRoute =>
  route(product.path, module, productMeta(product));

/**
 * Every route of the site (marketing-site.md §2.1 and the product decisions), in one table. The
 * frame, the pre-renderer, `sitemap.xml` and the tests all read it. Paths match case-insensitively
 * (React Router's default), so `/Enquiry` is `/enquiry`.
 */
export const siteRoutes: readonly SiteRoute[] = [
  route('/', './Home.tsx', pages.home),
  {
    ...route('/our-products', './Home.tsx', { ...pages.home, canonical: '/' }, false),
    handle: { meta: { ...pages.home, canonical: '/' }, section: '/our-products' },
  },
  {
    ...route('/testimonial', './Home.tsx', { ...pages.home, canonical: '/' }, false),
    handle: { meta: { ...pages.home, canonical: '/' }, section: '/testimonial' },
  },
  productRoute(products['two-wheeler-loan'], './TwoWheelerLoan.tsx'),
  productRoute(products['new-bike'], './NewBike.tsx'),
  productRoute(products['pre-owned'], './PreOwned.tsx'),
  productRoute(products['bike-pe-loan'], './BikePeLoan.tsx'),
  productRoute(products['peer-to-peer'], './PeerToPeer.tsx'),
  productRoute(products['electric-bike-loan'], './ElectricBikeLoan.tsx'),
  productRoute(products['ev-rental'], './EvRental.tsx'),
  productRoute(products['electric-three-wheeler'], './ElectricThreeWheeler.tsx'),
  productRoute(products['electric-auto-loan'], './ElectricAutoLoan.tsx'),
  productRoute(products['battery-loan'], './BatteryLoan.tsx'),
  productRoute(products['electric-bike-plan'], './ElectricBikePlan.tsx'),
  // Company pages (issue 7).
  route('/aboutus', notYetBuilt, pages.aboutUs, false),
  route('/corporate-governance', notYetBuilt, pages.corporateGovernance, false),
  route('/newsroom', notYetBuilt, pages.newsroom, false),
  route('/career', notYetBuilt, pages.career, false),
  route('/contact-us', notYetBuilt, pages.contactUs, false),
  route('/customer-support', notYetBuilt, pages.customerSupport, false),
  route('/grievance-redressal', notYetBuilt, pages.grievance, false),
  route('/redirect', notYetBuilt, pages.redirect),
  // Transactional pages (transactional-flows.md).
  route('/customer-care', notYetBuilt, pages.customerCare, false),
  route('/enquiry', notYetBuilt, pages.enquiry, false),
  route('/mandate', notYetBuilt, pages.mandate),
  route('/initiate-payment', notYetBuilt, pages.initiatePayment),
  route('/payment-response', notYetBuilt, pages.paymentResponse),
  route('/mandate-information', notYetBuilt, pages.mandateInformation),
  route('/mandate-registration-response', notYetBuilt, pages.mandateRegistrationResponse),
  route('/mandate-response', notYetBuilt, pages.mandateResponse),
];

/** Any other path: the not-found page inside the frame. */
export const notFoundRoute: SiteRoute = route('*', './NotFound.tsx', pages.notFound);

const toRouteObject = ({ path, module, handle }: SiteRoute): RouteObject => ({
  path,
  handle,
  lazy: async () => ({
    Component: (await (pageModules[module] as () => Promise<PageModule>)()).default,
  }),
});

/** The React Router table: the frame around every page. */
export const routes: RouteObject[] = [
  {
    id: 'frame',
    Component: Frame,
    children: [...siteRoutes, notFoundRoute].map(toRouteObject),
  },
];
