import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectNoAxeViolations, launch, openPage } from './browser.ts';
import { storedLeads } from './leads-api.ts';

// The pages of issue 6 and the heading each shows.
const pages: [path: string, heading: string][] = [
  ['/', "India's No.1 Two Wheeler Lifecycle Company"],
  ['/product-layout', 'Two-Wheeler Loan'],
  ['/new-bike', 'New Two-Wheeler Loan'],
  ['/pre-owned', 'Used Two-Wheeler Loan'],
  ['/bike-pe-loan', 'Re-Finance of Vehicles'],
  ['/peer-to-peer', 'Peer 2 Peer Loan'],
  ['/electric-bike-loan', 'Electric Two-Wheeler Loan'],
  ['/ev-rental', 'EV Rental'],
  ['/electric-three-wheeler', 'Electric Rickshaw Loan'],
  ['/electric-auto-loan', 'Electric Auto Loan'],
  ['/battery-loan', 'Battery Loan'],
  ['/electric-bike-plan', 'Electric Bike Plan'],
  ['/testimonial', "India's No.1 Two Wheeler Lifecycle Company"],
  ['/our-products', "India's No.1 Two Wheeler Lifecycle Company"],
  ['/no-such-page', 'Page not found'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A page that records whether the loading screen ever appeared. */
async function open(path: string, width = 1280): Promise<Page> {
  const page = await openPage(browser, width);
  await page.addInitScript(() => {
    const w = window as unknown as { loadingSeen: boolean };
    w.loadingSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="loading-screen"][data-state="open"]'))
        w.loadingSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path, { waitUntil: 'load' });
  // The page's own code is live (hydrated), so interactions reach React.
  await page.waitForFunction(() => document.documentElement.dataset.page !== undefined);
  return page;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
const close = (page: Page) => page.context().close();

describe('every page of the site frame and the loan products', () => {
  it.each(pages)(
    '%s: pre-rendered with its heading, hydrated without a loading screen, no axe violations at 1280 and 412 px',
    async (path, heading) => {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      expect(html).toContain(heading.replace(/'/g, '&#x27;'));
      const page = await open(path);
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
    const page = await open('/new-bike');
    await page.route('**/assets/EvRental-*.js', async (route) => {
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
    expect(await page.title()).toContain('EV Rental');
    await close(page);
  });
});

describe('frame rules (§2.2)', () => {
  const frameless = [
    '/mandate',
    '/initiate-payment',
    '/payment-response',
    '/mandate-information',
    '/mandate-registration-response',
    '/mandate-response',
    '/redirect',
  ];
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

  it('and in the browser, also after a client-side navigation', async () => {
    const page = await open('/mandate/');
    expect(await state(page)).toEqual({ header: 0, footer: 0, categoryBar: 0, whatsApp: 0 });
    await close(page);
    const other = await open('/new-bike');
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
    const page = await open(path);
    expect(await state(page)).toEqual(expected);
    await close(page);
  });

  it('the category bar lists the eight product pages in order', async () => {
    const page = await open('/new-bike');
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
      const page = await open('/new-bike');
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
    const page = await open('/pre-owned');
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
    const page = await open('/#faqs');
    await expect.poll(() => topOf(page, 'faqs'), { timeout: 5000 }).toBe(100);
    await close(page);
  });

  it('/testimonial opens the home page at the Testimonials', async () => {
    const page = await open('/testimonial');
    await expect.poll(() => topOf(page, 'testimonials'), { timeout: 5000 }).toBe(100);
    await close(page);
  });

  it('any other navigation scrolls to the top', async () => {
    const page = await open('/new-bike');
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

describe('Apply Now stores a lead', () => {
  async function submit(page: Page, name: string, phone: string) {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Mobile').fill(phone);
    const response = page.waitForResponse('**/api/v1/bb/users/product-queries');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const res = await response;
    return {
      status: res.status(),
      body: await res.json(),
      sent: JSON.parse(res.request().postData() ?? '{}'),
    };
  }

  it('from a home page tile: stored, thank-you shown, and kept for the visit on every page', async () => {
    const page = await open('/');
    const apply = page.getByRole('button', { name: 'Apply Now Electric Auto Loan' });
    await apply.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle'); // the tiles' code loads as they near the screen
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Electric Auto Loan' });
    await dialog.waitFor();
    const result = await submit(page, 'Ravi Tile', '9123456780');
    expect(result.sent).toEqual({
      name: 'Ravi Tile',
      phone: '9123456780',
      product_type: 'Electric Auto Loan',
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, data: { success: true } });
    expect(Number(result.body.data.id)).toBeGreaterThan(0);
    // Read back through the API: the lead is stored as sent.
    const [stored] = await storedLeads(baseURL(), '9123456780');
    expect(stored).toMatchObject({
      id: String(result.body.data.id),
      name: 'Ravi Tile',
      phone: '9123456780',
      product_type: 'Electric Auto Loan',
    });
    // The thank-you view has its own title.
    const thanks = page.getByRole('dialog');
    await thanks.getByText('Our team will get in touch with you soon').waitFor();
    expect(await thanks.locator('img').count()).toBe(0);
    await thanks.getByRole('button', { name: 'Awesome !' }).click();
    await thanks.waitFor({ state: 'detached' });
    expect(await apply.evaluate((b) => b === document.activeElement)).toBe(true);

    // The same product on its own page, after a reload: still the thank-you view.
    await page.goto('/electric-auto-loan');
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    await page.getByRole('dialog').getByText('Our team will get in touch with you soon').waitFor();
    expect(await page.getByRole('dialog').getByLabel('Mobile').count()).toBe(0);
    await close(page);
  });

  it('from a product page: stored and thank-you shown; another product still asks', async () => {
    const page = await open('/battery-loan');
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const first = await submit(page, 'Meena Page', '9988776655');
    expect(first.sent.product_type).toBe('Battery Loan');
    expect(first.status).toBe(200);
    await page.getByRole('dialog').getByText('Thank you for your interest').waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/new-bike');
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    await page.getByRole('dialog').getByLabel('Mobile').waitFor();
    const second = await submit(page, 'Meena Again', '9988776655');
    expect(Number(second.body.data.id)).toBeGreaterThan(Number(first.body.data.id));
    const stored = await storedLeads(baseURL(), '9988776655');
    expect(stored.slice(0, 2).map((l) => [l.id, l.name, l.product_type])).toEqual([
      [String(second.body.data.id), 'Meena Again', 'New Two-Wheeler Loan'],
      [String(first.body.data.id), 'Meena Page', 'Battery Loan'],
    ]);
    await close(page);
  });

  it('a 9-digit mobile cannot be submitted and the dialog says why', async () => {
    const page = await open('/pre-owned');
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('product-queries')) requests++;
    });
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Nine Digits');
    await dialog.getByLabel('Mobile').fill('987654321');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please enter a valid 10-digit mobile number').waitFor();
    expect(await dialog.getByLabel('Mobile').getAttribute('aria-invalid')).toBe('true');
    // Typing past 10 digits is ignored.
    await dialog.getByLabel('Mobile').fill('98765432101234');
    expect(await dialog.getByLabel('Mobile').inputValue()).toBe('9876543210');
    expect(requests).toBe(0);
    await close(page);
  });

  it('an API failure says Something went wrong! and keeps what was typed', async () => {
    const page = await open('/peer-to-peer');
    await page.route('**/api/v1/bb/users/product-queries', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Kept Name');
    await dialog.getByLabel('Mobile').fill('9012345678');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Something went wrong!' }).waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Kept Name');
    expect(await dialog.getByLabel('Mobile').inputValue()).toBe('9012345678');
    // Network down: the same.
    await page.unroute('**/api/v1/bb/users/product-queries');
    await page.route('**/api/v1/bb/users/product-queries', (route) =>
      route.abort('internetdisconnected'),
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Something went wrong!' }).waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Kept Name');
    // And a toast from the package's Toaster says why.
    await page.getByText('We could not reach our server').waitFor();
    await close(page);
  });

  it('the privacy notice links to the Privacy Policy dialog', async () => {
    const page = await open('/ev-rental');
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Privacy Policy' }).click();
    await page.getByRole('dialog', { name: 'Privacy Policy' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Privacy Policy' }).textContent()).toContain(
      '7 working days',
    );
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
      const page = await open('/product-layout');
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
    const page = await open('/product-layout');
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
    const page = await open('/');
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

describe('header and footer', () => {
  it('About Us is a disclosure menu: keyboard opens it, Escape closes it and returns focus', async () => {
    const page = await open('/new-bike');
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
    const page = await open('/new-bike');
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
    ]);
    await close(page);
  });

  it('the mobile menu opens, closes with Escape and gives focus back', async () => {
    const page = await open('/new-bike', 412);
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
    const page = await open('/new-bike');
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
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
    expect(
      await page
        .getByRole('button', { name: 'Privacy Policy' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
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
    const page = await open('/');
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
    expect(await apply.evaluate((b) => b === document.activeElement)).toBe(true);
    await close(page);
  });
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
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const [path] of pages.slice(0, 12)) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain('/mandate<');
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap.xml/);
  });

  it('a client-side navigation updates the head', async () => {
    const page = await open('/new-bike');
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
