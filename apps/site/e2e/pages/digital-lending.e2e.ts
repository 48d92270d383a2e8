import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile, expectNoAxeViolations } from '../browser.ts';
import { openWatchingLoading } from '../open-page.ts';
import { close, h1, paymentAndMandatePages } from '../site-pages.ts';

/** RBI's Digital Lending Directions on the site: the /digital-lending page, and the footer of every page linking it, CMS and Sachet. */

const browser = browserForFile();

const footerLinks = [
  'href="/digital-lending"',
  'href="https://cms.rbi.org.in"',
  'href="https://sachet.rbi.org.in"',
  'href="tel:14448"',
];

// Pages with a footer that are not in sitemap.xml (not indexed), besides every page that is.
const unlisted = ['/customer-care', '/track-request', '/no-such-page'];
// The payment and mandate pages have no header or footer at all (the frame rules, frame.e2e.ts).
const frameless = new Set([...paymentAndMandatePages, '/redirect']);

describe('/digital-lending', () => {
  it('is pre-rendered with the products, each partner and its grievance officer, the cooling-off period, and the RBI portals', async () => {
    const response = await fetch(`${baseURL()}/digital-lending`);
    expect(response.status).toBe(200);
    const page = await openWatchingLoading(browser(), '/digital-lending');
    expect(await h1(page)).toBe('Digital Lending');
    const partners = page.getByTestId('lending-partner');
    expect(await partners.count()).toBeGreaterThan(0);
    for (const text of await partners.allTextContents()) {
      expect(text).toMatch(/What it does.+Grievance officer.+@.+\d{3}-\d{4}-\d{4}/);
    }
    const main = page.getByRole('main');
    await expect
      .poll(() => main.getByRole('heading', { name: 'Cooling-off period' }).count())
      .toBe(1);
    expect(
      await main.getByRole('listitem').filter({ hasText: 'Two-Wheeler Loan' }).count(),
    ).toBeGreaterThan(0);
    for (const href of ['https://cms.rbi.org.in', 'https://sachet.rbi.org.in']) {
      const link = main.locator(`a[href="${href}"]`);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 412, height: 900 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expectNoAxeViolations(page);
    await close(page);
  });

  it('the grievance page links CMS, its helpline and Sachet', async () => {
    const html = await (await fetch(`${baseURL()}/grievance-redressal`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    for (const link of footerLinks.slice(1)) expect(main).toContain(link);
  });
});

describe('the footer of every page', () => {
  it('links /digital-lending, the RBI complaint portal and helpline, and Sachet', async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
      (m) => m[1] || '/',
    );
    expect(listed).toContain('/digital-lending');
    // The English pages (a Hindi page's footer links the Hindi versions: the Hindi suite's part).
    const english = (p: string) => p !== '/hi' && !p.startsWith('/hi/');
    for (const path of [...listed, ...unlisted].filter((p) => !frameless.has(p) && english(p))) {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      for (const link of footerLinks) expect(footer, `${path}: ${link}`).toContain(link);
    }
  });

  it('keeps them once the page is live (hydrated)', async () => {
    const page = await openWatchingLoading(browser(), '/');
    const footer = page.locator('footer');
    await expect.poll(() => footer.getByRole('link', { name: 'Digital Lending' }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: /cms\.rbi\.org\.in/ }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: /sachet\.rbi\.org\.in/ }).count()).toBe(1);
    await close(page);
  });
});
