import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile, expectNoAxeViolations } from '../browser.ts';
import { openWatchingLoading } from '../open-page.ts';
import { close, h1, pages } from '../site-pages.ts';

/** The loan product pages and home: every page renders, the EMI calculator, the banner carousel, what search engines get. */

const browser = browserForFile();

describe('every page of the site frame and the loan products', () => {
  it.each(pages)(
    '%s: pre-rendered with its heading, hydrated without a loading screen, no axe violations at 1280 and 412 px',
    async (path, heading) => {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      expect(html).toContain(heading.replace(/'/g, '&#x27;'));
      const page = await openWatchingLoading(browser(), path);
      expect(await h1(page)).toBe(heading);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { loadingSeen: boolean }).loadingSeen),
      ).toBe(false);
      await expectNoAxeViolations(page);
      // The same page at phone width (the layout follows the viewport; no reload needed).
      await page.setViewportSize({ width: 412, height: 900 });
      await page.evaluate(() => new Promise(requestAnimationFrame));
      await expectNoAxeViolations(page);
      await close(page);
    },
  );

  it('shows the loading screen while a lazy page loads after a client-side navigation', async () => {
    // From a page of another module: the eleven loan pages share one (pages/Product).
    const page = await openWatchingLoading(browser(), '/aboutus');
    await page.route('**/assets/Product-*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Loan products' })
      .getByRole('link', { name: 'EV Rental' })
      .click();
    await page.locator('[data-testid="loading-screen"][data-state="open"]').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Loading…' }).count()).toBe(1);
    await expect.poll(() => h1(page)).toBe('EV Rental');
    await expect
      .poll(() => page.getByTestId('loading-screen').getAttribute('data-state'))
      .toBe('closed');
    // The head follows the page in an effect that loads the head manager first: waited for.
    await expect.poll(() => page.title()).toContain('EV Rental');
    await close(page);
  });
});

describe('EMI calculator on /product-layout', () => {
  it.each([
    { amount: 100_000, rate: 18, tenure: 24, emi: '₹4,992' },
    { amount: 50_000, rate: 12, tenure: 12, emi: '₹4,442' },
    { amount: 300_000, rate: 40, tenure: 60, emi: '₹11,625' },
  ])(
    '₹$amount at $rate per cent for $tenure months gives $emi',
    async ({ amount, rate, tenure, emi }) => {
      const page = await openWatchingLoading(browser(), '/product-layout');
      const calculator = page.getByRole('region', { name: 'EMI Calculator' });
      await calculator.getByRole('textbox', { name: 'Loan Amount' }).fill(String(amount));
      await calculator.getByRole('textbox', { name: 'Rate of Interest (%)' }).fill(String(rate));
      await calculator.getByRole('textbox', { name: 'Loan Tenure (Months)' }).fill(String(tenure));
      await expect.poll(() => calculator.getByTestId('emi-value').textContent()).toBe(emi);
      await calculator.getByText('Amortisation schedule', { exact: true }).first().click();
      const rows = calculator.getByRole('table').getByRole('row');
      await expect.poll(() => rows.count()).toBe(tenure + 1);
      expect(await rows.last().textContent()).toMatch(/₹0$/);
      await close(page);
    },
  );

  it('the sliders move the figures too', async () => {
    const page = await openWatchingLoading(browser(), '/product-layout');
    const slider = page.getByRole('slider', { name: 'Loan Tenure (Months)' });
    await slider.focus();
    await page.keyboard.press('End');
    expect(await slider.getAttribute('aria-valuetext')).toBe('60 months');
    expect(await page.getByTestId('emi-value').textContent()).toBe('₹2,819');
    await close(page);
  });
});

describe('home banner carousel', () => {
  it('arrows, dots and the pause control move and hold the banners; the promo video opens in a dialog and holds the rotation', async () => {
    const page = await openWatchingLoading(browser(), '/');
    await page.waitForLoadState('networkidle');
    const carousel = page.getByRole('region', { name: 'Offers' });
    // By CSS, not by role: while the video dialog is open the page behind it is hidden from
    // assistive technology, and role queries would not find it.
    const current = () =>
      page
        .locator('[aria-roledescription="carousel"] [aria-current="true"]')
        .getAttribute('aria-label');
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await carousel.getByRole('button', { name: 'Start automatic slide show' }).waitFor();
    expect(await current()).toBe('Slide 1');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(current).toBe('Slide 2');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(current).toBe('Slide 1');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(current).toBe('Slide 3'); // it loops
    await carousel.getByRole('button', { name: 'Slide 2' }).click();
    await expect.poll(current).toBe('Slide 2');
    // Stopped: nothing moves on its own.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(5000);
    expect(await current()).toBe('Slide 2');
    // Started again: the next banner comes after 4.5 s.
    await carousel.getByRole('button', { name: 'Start automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await expect.poll(current, { timeout: 9000, interval: 250 }).toBe('Slide 3');

    // The first banner's promo video: a dialog with a muted, autoplaying video; the rotation
    // holds while it is open.
    await carousel.getByRole('button', { name: 'Slide 1' }).click();
    await expect.poll(current).toBe('Slide 1');
    await carousel.getByRole('button', { name: /^Play video/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const video = dialog.locator('video');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.autoplay)).toBe(true);
    await page.waitForTimeout(5500);
    expect(await current()).toBe('Slide 1');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await close(page);
  }, 60_000);
});

describe('search engines', () => {
  it.each(pages.filter(([p]) => !['/testimonial', '/our-products', '/no-such-page'].includes(p)))(
    '%s has its title, description, canonical, Open Graph and JSON-LD',
    async (path) => {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta data-head name="description" content="[^"]{50,}">/);
      expect(html).toContain(`<link data-head rel="canonical" href="`);
      expect(html).toMatch(
        new RegExp(`rel="canonical" href="https?://[^"]+${path === '/' ? '/' : path}"`),
      );
      expect(html).toContain('property="og:title"');
      const jsonLd = [
        ...html.matchAll(/<script data-head type="application\/ld\+json">(.*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1] ?? '{}'));
      expect(jsonLd[0]['@type']).toBe('FinancialService');
      if (path !== '/') expect(jsonLd[1]).toMatchObject({ '@type': 'LoanOrCredit' });
    },
  );

  it('serves sitemap.xml and robots.txt from the route table', async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(sitemap).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"[ >]/,
    );
    for (const [path] of pages.slice(0, 12)) expect(sitemap).toContain(`${path}</loc>`);
    // The two entry forms are found by search ('RideOn quick pay'); results and steps are not.
    expect(sitemap).toContain('/mandate</loc>');
    expect(sitemap).toContain('/initiate-payment</loc>');
    for (const step of ['/payment-response', '/mandate-information', '/mandate-response'])
      expect(sitemap).not.toContain(`${step}</loc>`);
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap.xml/);
  });

  it('a client-side navigation updates the head', async () => {
    const page = await openWatchingLoading(browser(), '/new-bike');
    const firstTitle = await page.title();
    await page
      .getByRole('navigation', { name: 'Loan products' })
      .getByRole('link', { name: 'Used Two-Wheeler Loan' })
      .click();
    await expect.poll(() => page.title()).toContain('Used Two-Wheeler Loan');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/pre-owned$/);
    expect(await page.locator('link[rel=canonical]').count()).toBe(1);
    // Back to the first page (pre-rendered, its head never applied by script): its tags return.
    await page.goBack();
    await expect.poll(() => page.title()).toBe(firstTitle);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/new-bike$/);
    await close(page);
  });
});
