import { type ComponentType, lazy, useEffect } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { SectionName } from '../content/sections.ts';
import { metaOf, type PageMeta, type PageModule, type PageProps } from '../lib/page-meta.ts';

export type { PageModule };

/**
 * The page modules, each loaded on demand (its own chunk), keyed by file. To add a page: list its
 * file here and use the same name in its route below; the module exports the page as `default`
 * and its `meta` (title, description, canonical…), a function of the path when it serves several.
 */
export const pageModules = import.meta.glob<PageModule>([
  '../pages/Home/Home.tsx',
  '../pages/NotFound/NotFound.tsx',
  '../pages/Product/Product.tsx',
  '../pages/Newsroom/Newsroom.tsx',
  '../pages/AboutUs/AboutUs.tsx',
  '../pages/CorporateGovernance/CorporateGovernance.tsx',
  '../pages/Career/Career.tsx',
  '../pages/ContactUs/ContactUs.tsx',
  '../pages/CustomerSupport/CustomerSupport.tsx',
  '../pages/CustomerCare/CustomerCare.tsx',
  '../pages/TrackRequest/TrackRequest.tsx',
  '../pages/GrievanceRedressal/GrievanceRedressal.tsx',
  '../pages/Redirect/Redirect.tsx',
  '../pages/Mandate/Mandate.tsx',
  '../pages/MandateInformation/MandateInformation.tsx',
  '../pages/MandateResponse/MandateResponse.tsx',
  '../pages/MandateResult/MandateResult.tsx',
  '../pages/InitiatePayment/InitiatePayment.tsx',
  '../pages/PaymentResponse/PaymentResponse.tsx',
  '../pages/RefundPolicy/RefundPolicy.tsx',
  '../pages/Accessibility/Accessibility.tsx',
  '../pages/DigitalLending/DigitalLending.tsx',
  '../pages/Enquiry/Enquiry.tsx',
  '../pages/MyLoan/MyLoan.tsx',
]);

export interface SiteRoute {
  path: string;
  /** The page module's file in this folder ('../pages/Home/Home.tsx'). */
  module: string;
  /** A section of the page this route brings into view (`/testimonial`, `/our-products`). */
  section?: SectionName;
  /** Listed in sitemap.xml (public, indexable, built). */
  sitemap: boolean;
  /** The frame around the page: every rule of the frame is read from here. */
  frame: FrameParts;
}

/** Which parts of the frame a route shows. */
export interface FrameParts {
  /** Header and footer (and with them the category bar, when it is shown). */
  headerAndFooter: boolean;
  /** The category bar under the header. */
  categoryBar: boolean;
  /** The floating WhatsApp chat button. */
  whatsApp: boolean;
  /** A slim bar with the logo (a link home), for pages without the header. */
  logoBar: boolean;
}

const framed: FrameParts = {
  headerAndFooter: true,
  categoryBar: true,
  whatsApp: false,
  logoBar: false,
};
/** Payment and mandate pages: neither header and footer nor category bar; the logo leads home. */
const bare: FrameParts = {
  headerAndFooter: false,
  categoryBar: false,
  whatsApp: false,
  logoBar: true,
};

/** One module serves every loan product page, each at its own path. */
const productPage = '../pages/Product/Product.tsx';

const route = (
  path: string,
  module: string,
  sitemap: boolean,
  options: { section?: SectionName; frame?: Partial<FrameParts> } = {},
): SiteRoute => ({
  path,
  module,
  sitemap,
  ...(options.section ? { section: options.section } : {}),
  frame: { ...framed, ...options.frame },
});

/**
 * Every route of the site, one record per path, in one table: the page module, the sitemap, the
 * section and the frame's parts. The app, the pre-renderer, `sitemap.xml` and the tests read it;
 * every frame rule is derived from it (`frame-rules.ts`). Paths match case-insensitively
 * (React Router's default), so `/Enquiry` is `/enquiry`; a trailing slash matches too.
 */
export const siteRoutes: readonly SiteRoute[] = [
  route('/', '../pages/Home/Home.tsx', true, { frame: { categoryBar: false, whatsApp: true } }),
  route('/our-products', '../pages/Home/Home.tsx', false, { section: '/our-products' }),
  route('/testimonial', '../pages/Home/Home.tsx', false, { section: '/testimonial' }),
  // Loan product pages.
  route('/product-layout', productPage, true),
  route('/new-bike', productPage, true),
  route('/pre-owned', productPage, true),
  route('/bike-pe-loan', productPage, true),
  route('/peer-to-peer', productPage, true),
  route('/electric-bike-loan', productPage, true),
  route('/ev-rental', productPage, true),
  route('/electric-three-wheeler', productPage, true),
  route('/electric-auto-loan', productPage, true),
  route('/battery-loan', productPage, true),
  route('/electric-bike-plan', productPage, true),
  // Company pages.
  route('/aboutus', '../pages/AboutUs/AboutUs.tsx', true, { frame: { whatsApp: true } }),
  route('/corporate-governance', '../pages/CorporateGovernance/CorporateGovernance.tsx', true),
  route('/newsroom', '../pages/Newsroom/Newsroom.tsx', true),
  route('/career', '../pages/Career/Career.tsx', true),
  route('/contact-us', '../pages/ContactUs/ContactUs.tsx', true, { frame: { whatsApp: true } }),
  route('/customer-support', '../pages/CustomerSupport/CustomerSupport.tsx', true),
  route('/grievance-redressal', '../pages/GrievanceRedressal/GrievanceRedressal.tsx', true),
  route('/refund-policy', '../pages/RefundPolicy/RefundPolicy.tsx', true),
  route('/accessibility', '../pages/Accessibility/Accessibility.tsx', true),
  route('/digital-lending', '../pages/DigitalLending/DigitalLending.tsx', true),
  route('/redirect', '../pages/Redirect/Redirect.tsx', false, {
    frame: { headerAndFooter: false },
  }),
  // Customer care, enquiry, payment and mandate pages (transactional-flows.md).
  route('/customer-care', '../pages/CustomerCare/CustomerCare.tsx', false, {
    frame: { whatsApp: true },
  }),
  route('/track-request', '../pages/TrackRequest/TrackRequest.tsx', false),
  route('/enquiry', '../pages/Enquiry/Enquiry.tsx', true),
  // A borrower's own loans, behind an OTP: not in the sitemap.
  route('/my-loan', '../pages/MyLoan/MyLoan.tsx', false),
  route('/mandate', '../pages/Mandate/Mandate.tsx', true, { frame: bare }),
  route('/initiate-payment', '../pages/InitiatePayment/InitiatePayment.tsx', true, {
    frame: bare,
  }),
  route('/payment-response', '../pages/PaymentResponse/PaymentResponse.tsx', false, {
    frame: bare,
  }),
  route('/mandate-information', '../pages/MandateInformation/MandateInformation.tsx', false, {
    frame: bare,
  }),
  route('/mandate-registration-response', '../pages/MandateResult/MandateResult.tsx', false, {
    frame: bare,
  }),
  route('/mandate-response', '../pages/MandateResponse/MandateResponse.tsx', false, {
    frame: bare,
  }),
];

/** Any other path: the not-found page inside the frame. */
export const notFoundRoute: SiteRoute = route('*', '../pages/NotFound/NotFound.tsx', false);

const allRoutes = [...siteRoutes, notFoundRoute];

/** Loads a page module by file. */
export function loadPage(module: string): Promise<PageModule> {
  const load = pageModules[module];
  if (!load) return Promise.reject(new Error(`No page module ${module}`));
  return load();
}

/** The head of the page a route shows. */
export async function pageMeta(route: SiteRoute): Promise<PageMeta> {
  return metaOf(await loadPage(route.module), route.path);
}

// Client-side navigations after the first page update the head tags; the first page's tags are
// in its pre-rendered HTML.
let hydrated = false;
export function markHydrated(): void {
  hydrated = true;
}

/** One lazy component per module (cached, so a page keeps its identity across navigations). */
const lazyPages = new Map<string, ComponentType<PageProps>>();
function lazyPage(module: string): ComponentType<PageProps> {
  let Page = lazyPages.get(module);
  if (!Page) {
    Page = lazy(async () => {
      const mod = await loadPage(module);
      const Component = mod.default;
      // biome-ignore lint/correctness/noComponentHookFactories: made once per module (the lazy component is cached), so its identity is stable
      function PageWithHead({ path }: PageProps) {
        useEffect(() => {
          // The first page's head tags are in its HTML: the head manager (and the JSON-LD it
          // writes) loads with the pages after it, never before the first page is interactive.
          const meta = metaOf(mod, path);
          if (hydrated) void import('../frame/head.ts').then((head) => head.applyHead(meta));
          hydrated = true;
          // Tells tests (and anyone watching) that the page's own code is live.
          document.documentElement.dataset.page = module;
        }, [path]);
        return <Component path={path} />;
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
export function pageFor(route: SiteRoute): ComponentType<PageProps> {
  return lazyPage(route.module);
}

const matchable = allRoutes.map((siteRoute) => ({ path: siteRoute.path, siteRoute }));

/** The table entry a path shows (the not-found route when none matches). */
export function matchSiteRoute(pathname: string): SiteRoute {
  const matches = matchRoutes(matchable, pathname);
  return matches?.at(-1)?.route.siteRoute ?? notFoundRoute;
}
