import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile } from './browser.ts';
import { storedLeads } from './leads-api.ts';
import { openWatchingLoading } from './open-page.ts';
import { close, h1, paymentAndMandatePages } from './site-pages.ts';

/** The frame around every page: its rules per path, scrolling on navigation, header and footer, keyboard-only use. */

const browser = browserForFile();

describe('frame rules (§2.2)', () => {
  const frameless = [...paymentAndMandatePages, '/redirect'];
  const state = (page: Page) =>
    page.evaluate(() => ({
      header: document.querySelectorAll('header').length,
      footer: document.querySelectorAll('footer').length,
      categoryBar: document.querySelectorAll('nav[aria-label="Loan products"]').length,
      whatsApp: document.querySelectorAll('[data-testid="whatsapp"]').length,
    }));

  it.each(frameless.flatMap((p) => [p, `${p}/`]))(
    '%s is pre-rendered without header, footer or category bar',
    async (path) => {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      expect(html).toContain('id="main"');
      expect(html).not.toMatch(/<header|<footer|aria-label="Loan products"|data-testid="whatsapp"/);
    },
  );

  it('and in the browser(), also after a client-side navigation', async () => {
    const page = await openWatchingLoading(browser(), '/mandate/');
    expect(await state(page)).toEqual({ header: 0, footer: 0, categoryBar: 0, whatsApp: 0 });
    await close(page);
    const other = await openWatchingLoading(browser(), '/new-bike');
    await other.getByRole('link', { name: 'Quick Pay' }).click();
    await other.waitForURL(/initiate-payment$/);
    await expect
      .poll(() => state(other))
      .toEqual({ header: 0, footer: 0, categoryBar: 0, whatsApp: 0 });
    await close(other);
  });

  it.each([
    ['/', { header: 1, footer: 1, categoryBar: 0, whatsApp: 1 }],
    ['/contact-us', { header: 1, footer: 1, categoryBar: 1, whatsApp: 1 }],
    ['/aboutus', { header: 1, footer: 1, categoryBar: 1, whatsApp: 1 }],
    ['/customer-care', { header: 1, footer: 1, categoryBar: 1, whatsApp: 1 }],
    ['/customer-care/', { header: 1, footer: 1, categoryBar: 1, whatsApp: 1 }],
    ['/new-bike', { header: 1, footer: 1, categoryBar: 1, whatsApp: 0 }],
    ['/product-layout', { header: 1, footer: 1, categoryBar: 1, whatsApp: 0 }],
    ['/newsroom', { header: 1, footer: 1, categoryBar: 1, whatsApp: 0 }],
    ['/no-such-page', { header: 1, footer: 1, categoryBar: 1, whatsApp: 0 }],
  ] as const)('%s: %o', async (path, expected) => {
    const page = await openWatchingLoading(browser(), path);
    expect(await state(page)).toEqual(expected);
    await close(page);
  });

  it('the category bar lists the eight product pages in order', async () => {
    const page = await openWatchingLoading(browser(), '/new-bike');
    const links = page.getByRole('navigation', { name: 'Loan products' }).getByRole('link');
    expect(await links.allTextContents()).toEqual([
      'New Two-Wheeler Loan',
      'Used Two-Wheeler Loan',
      'Re-Finance of Vehicles',
      'Peer 2 Peer Loan',
      'Electric Two-Wheeler Loan',
      'EV Rental',
      'Electric Rickshaw Loan',
      'Electric Auto Loan',
    ]);
    expect(await links.first().getAttribute('aria-current')).toBe('page');
    await close(page);
  });
});

describe('scrolling on navigation', () => {
  const topOf = (page: Page, id: string) =>
    page.evaluate(
      (i) => Math.round(document.getElementById(i)?.getBoundingClientRect().top ?? -1),
      id,
    );

  it.each([
    ['Testimonials', 'testimonials'],
    ['Our Products', 'our-products'],
  ])(
    'header %s from another page goes home and scrolls to the section, 100 px below the top',
    async (name, id) => {
      const page = await openWatchingLoading(browser(), '/new-bike');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name, exact: true })
        .click();
      await page.waitForURL(`${baseURL()}/`);
      await expect.poll(() => topOf(page, id), { timeout: 5000 }).toBe(100);
      // Again from the home page itself.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name, exact: true })
        .click();
      await expect.poll(() => topOf(page, id), { timeout: 5000 }).toBe(100);
      await close(page);
    },
  );

  it('the footer FAQs link scrolls to the FAQs', async () => {
    const page = await openWatchingLoading(browser(), '/pre-owned');
    await page
      .getByRole('navigation', { name: 'Footer: Help' })
      .getByRole('link', { name: 'FAQs' })
      .click();
    // The link carries the section as a hash (/#faqs) so that it works before the code loads.
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => topOf(page, 'faqs'), { timeout: 5000 }).toBe(100);
    await close(page);
  });

  it('a section link followed before the page’s code loaded (/#faqs) lands on the section', async () => {
    const page = await openWatchingLoading(browser(), '/#faqs');
    await expect.poll(() => topOf(page, 'faqs'), { timeout: 5000 }).toBe(100);
    await close(page);
  });

  it('/testimonial opens the home page at the Testimonials', async () => {
    const page = await openWatchingLoading(browser(), '/testimonial');
    await expect.poll(() => topOf(page, 'testimonials'), { timeout: 5000 }).toBe(100);
    await close(page);
  });

  it('any other navigation scrolls to the top', async () => {
    const page = await openWatchingLoading(browser(), '/new-bike');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole('navigation', { name: 'Footer: Products' })
      .getByRole('link', { name: 'Battery Loan' })
      .click();
    await expect.poll(() => h1(page)).toBe('Battery Loan');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    await close(page);
  });
});

describe('header and footer', () => {
  it('About Us is a disclosure menu: keyboard opens it, Escape closes it and returns focus', async () => {
    const page = await openWatchingLoading(browser(), '/new-bike');
    const button = page.getByRole('button', { name: 'About Us' });
    // Keyboard only: Tab from the top of the page to the button.
    for (let i = 0; i < 10 && !(await button.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'About RideOn',
      'Board Of Directors',
      'Leadership Team',
      'Investors',
      'Corporate Governance',
    ]);
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('About RideOn');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await close(page);
  });

  it('has clickable phone and e-mail, Quick Pay and E-Mandate', async () => {
    const page = await openWatchingLoading(browser(), '/new-bike');
    const header = page.locator('header');
    expect(
      await header.getByRole('link', { name: /Call customer care/ }).getAttribute('href'),
    ).toMatch(/^tel:/);
    expect(
      await header.getByRole('link', { name: /E-mail customer care/ }).getAttribute('href'),
    ).toMatch(/^mailto:/);
    expect(await header.getByRole('link', { name: 'Quick Pay' }).getAttribute('href')).toBe(
      '/initiate-payment',
    );
    expect(await header.getByRole('link', { name: 'E-Mandate' }).getAttribute('href')).toBe(
      '/mandate',
    );
    expect(await header.getByRole('link', { name: 'RideOn home' }).getAttribute('href')).toBe('/');
    const nav = (
      await page
        .getByRole('navigation', { name: 'Main' })
        .locator(':scope > ul > li > :first-child')
        .allTextContents()
    ).map((t) => t.trim());
    expect(nav).toEqual([
      'About Us',
      'Our Products',
      'Newsroom',
      'Testimonials',
      'Careers',
      'Contact Us',
      'Enquiry',
      // A borrower's own loans (the loan page is linked from the header and the footer).
      'My Loan',
    ]);
    await close(page);
  });

  it('the mobile menu opens, closes with Escape and gives focus back', async () => {
    const page = await openWatchingLoading(browser(), '/new-bike', 412);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    expect(await page.getByRole('link', { name: 'Newsroom' }).isVisible()).toBe(false);
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Newsroom' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Newsroom' }).focus();
    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await menuButton.evaluate((b) => b === document.activeElement)).toBe(true);
    await close(page);
  });

  it('the footer opens Privacy Policy and Terms & Condition as dialogs and links the documents', async () => {
    const page = await openWatchingLoading(browser(), '/new-bike');
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    // The footer's code loads as it nears the screen; its buttons work once React holds them.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('footer button')].some((b) =>
        Object.keys(b).some((key) => key.startsWith('__reactFiber')),
      ),
    );
    await footer.getByRole('button', { name: 'Terms & Condition' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.waitFor();
    const text = (await terms.textContent()) ?? '';
    for (const topic of ['Pune', 'Camera', 'Contacts', 'Location', 'Calendar', 'SMS', 'Cookies'])
      expect(text).toContain(topic);
    await page.keyboard.press('Escape');
    await footer.getByRole('button', { name: 'Privacy Policy' }).click();
    await page
      .getByRole('dialog', { name: 'Privacy Policy' })
      .getByText('Ombudsman')
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    // Focus returns to the button that opened it (once the dialog has closed).
    await expect
      .poll(() =>
        footer
          .getByRole('button', { name: 'Privacy Policy', exact: true })
          .evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
    const docs = await footer
      .locator('a[href^="/documents/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(docs).toHaveLength(7);
    for (const href of docs) expect((await fetch(`${baseURL()}${href}`)).status).toBe(200);
    expect(await footer.textContent()).toMatch(/CIN: U\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}/);
    await close(page);
  });
});

describe('keyboard only', () => {
  it('a tile’s Apply Now opens the dialog and a lead is submitted without a mouse', async () => {
    const page = await openWatchingLoading(browser(), '/');
    const apply = page.getByRole('button', { name: 'Apply Now EV Rental' });
    await apply.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    // Tab until the button has focus.
    await page.getByRole('link', { name: 'Electric Two-Wheeler Loan' }).first().focus();
    for (let i = 0; i < 20 && !(await apply.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    expect(await apply.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'EV Rental' });
    await dialog.waitFor();
    expect(
      await dialog
        .getByLabel('Name')
        .evaluate((i) => i === document.activeElement || i.closest('[role=dialog]') !== null),
    ).toBe(true);
    await dialog.getByLabel('Name').focus();
    await page.keyboard.type('Keyboard Person');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9012345678');
    const response = page.waitForResponse('**/api/v1/bb/users/product-queries');
    await page.keyboard.press('Enter');
    expect((await response).status()).toBe(200);
    expect((await storedLeads(baseURL(), '9012345678'))[0]?.name).toBe('Keyboard Person');
    const thanks = page.getByRole('dialog');
    await thanks.getByText('Our team will get in touch with you soon').waitFor();
    // Focus is inside the dialog; Tab to Awesome ! and press it.
    const awesome = thanks.getByRole('button', { name: 'Awesome !' });
    for (let i = 0; i < 5 && !(await awesome.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await thanks.waitFor({ state: 'detached' });
    // Focus comes back to Apply Now a task after the dialog leaves (Radix's focus scope).
    await expect.poll(() => apply.evaluate((b) => b === document.activeElement)).toBe(true);
    await close(page);
  });
});
