import { type ComponentType, lazy, useEffect } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { SectionName } from '../content/sections.ts';
import type { PageMeta } from '../lib/page-meta.ts';

/** A route module: one page, its component as the default export and its head `meta`. */
export interface PageModule {
  default: ComponentType;
  meta: PageMeta;
}

/**
 * The page modules, each loaded on demand (its own chunk), keyed by file. To add a page: list its
 * file here and use the same name in its route below; the module exports the page as `default`
 * and its `meta` (title, description, canonical…).
 */
export const pageModules = import.meta.glob<PageModule>([
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
  './Newsroom.tsx',
  './AboutUs.tsx',
  './CorporateGovernance.tsx',
  './Career.tsx',
  './ContactUs.tsx',
  './CustomerSupport.tsx',
  './GrievanceRedressal.tsx',
  './Redirect.tsx',
]);

export interface SiteRoute {
  path: string;
  /** The page module's file in this folder ('./Home.tsx'). */
  module: string;
  /** A section of the page this route brings into view (`/testimonial`, `/our-products`). */
  section?: SectionName;
  /** Listed in sitemap.xml (public, indexable, built). */
  sitemap: boolean;
}

/** Routes of later issues show the not-found page until their module lands. */
const notYetBuilt = './NotFound.tsx';

const route = (
  path: string,
  module: string,
  sitemap: boolean,
  section?: SectionName,
): SiteRoute => ({ path, module, sitemap, ...(section ? { section } : {}) });

/**
 * Every route of the site (marketing-site.md §2.1 and the product decisions), in one table. The
 * frame, the pre-renderer, `sitemap.xml` and the tests read it. Paths match case-insensitively
 * (React Router's default), so `/Enquiry` is `/enquiry`; a trailing slash matches too.
 */
export const siteRoutes: readonly SiteRoute[] = [
  route('/', './Home.tsx', true),
  route('/our-products', './Home.tsx', false, '/our-products'),
  route('/testimonial', './Home.tsx', false, '/testimonial'),
  // Loan product pages (this issue).
  route('/product-layout', './TwoWheelerLoan.tsx', true),
  route('/new-bike', './NewBike.tsx', true),
  route('/pre-owned', './PreOwned.tsx', true),
  route('/bike-pe-loan', './BikePeLoan.tsx', true),
  route('/peer-to-peer', './PeerToPeer.tsx', true),
  route('/electric-bike-loan', './ElectricBikeLoan.tsx', true),
  route('/ev-rental', './EvRental.tsx', true),
  route('/electric-three-wheeler', './ElectricThreeWheeler.tsx', true),
  route('/electric-auto-loan', './ElectricAutoLoan.tsx', true),
  route('/battery-loan', './BatteryLoan.tsx', true),
  route('/electric-bike-plan', './ElectricBikePlan.tsx', true),
  // Company pages (issue 7).
  route('/aboutus', './AboutUs.tsx', true),
  route('/corporate-governance', './CorporateGovernance.tsx', true),
  route('/newsroom', './Newsroom.tsx', true),
  route('/career', './Career.tsx', true),
  route('/contact-us', './ContactUs.tsx', true),
  route('/customer-support', './CustomerSupport.tsx', true),
  route('/grievance-redressal', './GrievanceRedressal.tsx', true),
  route('/redirect', './Redirect.tsx', false),
  // Customer care, enquiry, payment and mandate pages (transactional-flows.md).
  route('/customer-care', notYetBuilt, false),
  route('/enquiry', notYetBuilt, false),
  route('/mandate', notYetBuilt, false),
  route('/initiate-payment', notYetBuilt, false),
  route('/payment-response', notYetBuilt, false),
  route('/mandate-information', notYetBuilt, false),
  route('/mandate-registration-response', notYetBuilt, false),
  route('/mandate-response', notYetBuilt, false),
];

/** Any other path: the not-found page inside the frame. */
export const notFoundRoute: SiteRoute = route('*', './NotFound.tsx', false);

const allRoutes = [...siteRoutes, notFoundRoute];

/** Loads a page module by file. */
export function loadPage(module: string): Promise<PageModule> {
  const load = pageModules[module];
  if (!load) return Promise.reject(new Error(`No page module ${module}`));
  return load();
}

// Client-side navigations after the first page update the head tags; the first page's tags are
// in its pre-rendered HTML.
let hydrated = false;
export function markHydrated(): void {
  hydrated = true;
}

/** One lazy component per module (cached, so a page keeps its identity across navigations). */
const lazyPages = new Map<string, ComponentType>();
function lazyPage(module: string): ComponentType {
  let Page = lazyPages.get(module);
  if (!Page) {
    Page = lazy(async () => {
      const mod = await loadPage(module);
      const Component = mod.default;
      // biome-ignore lint/correctness/noComponentHookFactories: made once per module (the lazy component is cached), so its identity is stable
      function PageWithHead() {
        useEffect(() => {
          // The first page's head tags are in its HTML: the head manager (and the JSON-LD it
          // writes) loads with the pages after it, never before the first page is interactive.
          if (hydrated) void import('../frame/head.ts').then((head) => head.applyHead(mod.meta));
          hydrated = true;
          // Tells tests (and anyone watching) that the page's own code is live.
          document.documentElement.dataset.page = module;
        }, []);
        return <Component />;
      }
      return { default: PageWithHead };
    });
    lazyPages.set(module, Page);
  }
  return Page;
}

/**
 * The page a path shows. The routes are flat (no nested layouts, loaders or route errors), so
 * React Router's `matchRoutes` picks the page and the frame renders it: `useRoutes` would add its
 * outlet and route-error machinery (2.5 kB gzip on every first page) for nothing. Routes that
 * share a module (`/`, `/our-products`) share one component, so the page stays mounted between them.
 */
export function pageFor(pathname: string): ComponentType {
  return lazyPage(matchSiteRoute(pathname).module);
}

const matchable = allRoutes.map((siteRoute) => ({ path: siteRoute.path, siteRoute }));

/** The table entry a path shows (the not-found route when none matches). */
export function matchSiteRoute(pathname: string): SiteRoute {
  const matches = matchRoutes(matchable, pathname);
  return matches?.at(-1)?.route.siteRoute ?? notFoundRoute;
}
