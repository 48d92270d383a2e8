import { describe, expect, it } from 'vitest';
import { sectionOf, sectionTargets } from '../content/sections.ts';
import {
  normalisePath,
  showsCategoryBar,
  showsHeaderAndFooter,
  showsLogoBar,
  showsWhatsApp,
} from './frame-rules.ts';
import { siteRoutes } from './site-map.tsx';

describe('header and footer (§2.2)', () => {
  it.each([
    '/mandate',
    '/mandate/',
    '/initiate-payment',
    '/initiate-payment/',
    '/payment-response',
    '/payment-response/',
    '/mandate-information',
    '/mandate-information/',
    '/mandate-registration-response',
    '/mandate-registration-response/',
    '/mandate-response',
    '/mandate-response/',
    '/redirect',
    '/redirect/',
  ])('are hidden on %s', (path) => {
    expect(showsHeaderAndFooter(path)).toBe(false);
    expect(showsWhatsApp(path)).toBe(false);
    // The frame shows the category bar only with the header (so not on /redirect either).
    if (!path.startsWith('/redirect')) expect(showsCategoryBar(path)).toBe(false);
    // Their only frame is the logo, a link home (the redirect screen has its own).
    expect(showsLogoBar(path)).toBe(!path.startsWith('/redirect'));
  });

  it.each([
    '/',
    '/new-bike',
    '/aboutus',
    '/customer-care',
    '/enquiry',
    '/Enquiry',
    '/mandates',
    '/no-such-page',
  ])('are shown on %s', (path) => {
    expect(showsHeaderAndFooter(path)).toBe(true);
  });
});

describe('category bar', () => {
  it('is hidden on the home page and the payment and mandate pages only', () => {
    const hidden = siteRoutes.map((r) => r.path).filter((p) => !showsCategoryBar(p));
    expect(hidden).toEqual([
      '/',
      '/mandate',
      '/initiate-payment',
      '/payment-response',
      '/mandate-information',
      '/mandate-registration-response',
      '/mandate-response',
    ]);
    expect(showsCategoryBar('/redirect')).toBe(true); // header and footer hidden, bar not named
  });
});

describe('WhatsApp button', () => {
  it('shows on exactly four routes', () => {
    expect(siteRoutes.map((r) => r.path).filter(showsWhatsApp)).toEqual([
      '/',
      '/aboutus',
      '/contact-us',
      '/customer-care',
    ]);
    expect(showsWhatsApp('/contact-us/')).toBe(true);
    expect(showsWhatsApp('/new-bike')).toBe(false);
  });
});

describe('normalisePath', () => {
  it('drops one trailing slash and lower-cases', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/Mandate/')).toBe('/mandate');
  });
});

describe('section states', () => {
  it('name the spec’s sections with their offsets', () => {
    expect(sectionTargets['Board of Directors'].offset).toBe(180);
    expect(sectionTargets.Leadership.offset).toBe(150);
    expect(sectionTargets.Investors.offset).toBe(180);
    expect(sectionTargets['About RideOn'].offset).toBe(180);
    expect(sectionTargets['Customer Advisory']).toEqual(sectionTargets.Investors);
    expect(sectionTargets['/our-products'].offset).toBe(100);
  });

  it('reads only known sections from a navigation state', () => {
    expect(sectionOf({ section: 'FAQs' })).toBe('FAQs');
    expect(sectionOf({ section: 'toString' })).toBeUndefined();
    expect(sectionOf('FAQs')).toBeUndefined();
    expect(sectionOf(null)).toBeUndefined();
  });
});
