import { describe, expect, it } from 'vitest';
import { products } from '../content/products.ts';
import {
  loadPage,
  matchSiteRoute,
  notFoundRoute,
  pageMeta,
  pageModules,
  siteRoutes,
} from './site-map.tsx';

// Every route of marketing-site.md §2.1, the product decisions' extra pages and /testimonial.
const specRoutes = [
  '/',
  '/aboutus',
  '/our-products',
  '/contact-us',
  '/corporate-governance',
  '/newsroom',
  '/mandate',
  '/customer-support',
  '/initiate-payment',
  '/career',
  '/payment-response',
  '/mandate-information',
  '/product-layout',
  '/new-bike',
  '/pre-owned',
  '/bike-pe-loan',
  '/peer-to-peer',
  '/electric-bike-loan',
  '/ev-rental',
  '/electric-three-wheeler',
  '/electric-auto-loan',
  '/mandate-registration-response',
  '/mandate-response',
  '/customer-care',
  '/grievance-redressal',
  '/enquiry',
  '/redirect',
  '/testimonial',
  '/battery-loan',
  '/electric-bike-plan',
  // Payment providers require a refund and cancellation policy of a merchant.
  '/refund-policy',
  // A raised request's status and updates, by its ticket number and an OTP.
  '/track-request',
  // A borrower's own loans behind an OTP.
  '/my-loan',
  // RBI's Digital Lending Directions: products, apps, partners, cooling-off, complaint portals.
  '/digital-lending',
  // The accessibility statement, linked from the footer.
  '/accessibility',
];

describe('the route table', () => {
  it('declares every route of the spec, once', () => {
    const paths = siteRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specRoutes].sort());
  });

  it('matches /Enquiry, trailing slashes and unknown paths', () => {
    expect(matchSiteRoute('/Enquiry').path).toBe('/enquiry');
    expect(matchSiteRoute('/new-bike/').path).toBe('/new-bike');
    expect(matchSiteRoute('/nope')).toBe(notFoundRoute);
  });

  it('points every route at a listed page module that exports a page and its meta', async () => {
    for (const route of [...siteRoutes, notFoundRoute]) {
      expect(pageModules[route.module], route.path).toBeTypeOf('function');
      const mod = await loadPage(route.module);
      expect(mod.default, route.module).toBeTypeOf('function');
      const meta = await pageMeta(route);
      expect(meta?.title, route.module).toBeTruthy();
      expect(meta.description.length, route.module).toBeGreaterThanOrEqual(20);
    }
  }, 60_000);

  it('gives each loan page its own canonical path and lists it in the sitemap', async () => {
    for (const product of Object.values(products)) {
      const route = matchSiteRoute(product.path);
      expect(route.sitemap).toBe(true);
      expect((await pageMeta(route)).canonical).toBe(product.path);
    }
  }, 60_000);
});
