import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liquidityDisclosures, policyGroups } from '../../src/content/governance.ts';
import { baseURL, launch } from '../browser.ts';
import { expectNoAxeViolationsAt } from '../company-axe.ts';
import { visit } from '../open-page.ts';

/**
 * The company pages: headings and sections, the person dialog, section navigation
 * states, newsroom paging, the redirect screen, the not-found page, and axe at 412 and 1280 px.
 */

let browser: Browser;
// One context for the file: pages share the HTTP cache, so each page after the first loads fast.
let context: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1280, height: 900 },
  });
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(width = 1280): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  return page;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** A footer link, once the footer (hydrated only when it nears the screen) handles clicks. */
async function footerLink(page: Page, name: string) {
  const link = page.getByRole('contentinfo').getByRole('link', { name, exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(el).some((key) => key.startsWith('__reactProps'))
            ? resolve()
            : setTimeout(check, 50);
        check();
      }),
  );
  return link;
}

/** Distance in px between the top of the viewport and the top of an element. */
const topOf = (page: Page, selector: string) =>
  page.evaluate(
    (s) => document.querySelector(s)?.getBoundingClientRect().top ?? Number.NaN,
    selector,
  );

const routes: { path: string; heading: string; sections: string[] }[] = [
  {
    path: '/aboutus',
    heading: 'About RideOn',
    sections: ['Board of Directors', 'Leadership Team', 'Investors'],
  },
  {
    path: '/corporate-governance',
    heading: 'Corporate Governance',
    sections: [
      'Customer policies',
      'Governance policies and codes',
      'Notices',
      'Liquidity Risk Public Disclosures',
    ],
  },
  { path: '/newsroom', heading: 'WE ARE IN THE NEWS!!', sections: [] },
  {
    path: '/career',
    heading: 'Careers',
    sections: ['Our culture', 'What we offer', 'Send us your profile'],
  },
  {
    path: '/contact-us',
    heading: 'Contact Us',
    sections: ['Talk to us', 'Customer Support', 'Registered Office'],
  },
  { path: '/customer-support', heading: 'Customer Support', sections: ['Request a call'] },
  {
    path: '/grievance-redressal',
    heading: 'Grievance Redressal',
    sections: [
      'Our four-tier approach',
      'Contact customer care',
      'Escalation officers',
      'If your complaint is not resolved within 30 days',
    ],
  },
];

describe('company pages render their heading and sections', () => {
  it('each page: one h1, its sections, inside the frame', async () => {
    const page = await newPage();
    for (const { path, heading, sections } of routes) {
      await visit(page, path);
      expect(await h1(page).allTextContents(), path).toEqual([heading]);
      expect(await page.getByRole('main').count(), path).toBe(1);
      for (const name of sections) {
        const count = await page.getByRole('heading', { level: 2, name, exact: true }).count();
        expect(count, `${path}: ${name}`).toBe(1);
      }
    }
    await page.close();
  });

  it('about us shows 8 directors (4 a row), 5 leaders (3 then 2) and 4 investors', async () => {
    const page = await newPage(1280);
    await visit(page, '/aboutus');
    const rowsOf = (id: string) =>
      page.evaluate((sectionId) => {
        const tops = [...document.querySelectorAll(`#${sectionId} li button`)].map((b) =>
          Math.round(b.getBoundingClientRect().top),
        );
        const rows = new Map<number, number>();
        for (const t of tops) rows.set(t, (rows.get(t) ?? 0) + 1);
        return [...rows.values()];
      }, id);
    expect(await rowsOf('board-of-directors')).toEqual([4, 4]);
    expect(await rowsOf('leadership')).toEqual([3, 2]);
    expect(await page.locator('#investors li').count()).toBe(4);
    await page.close();
  });

  it('corporate governance links every document to a PDF in a new tab', async () => {
    const page = await newPage();
    await visit(page, '/corporate-governance');
    const more = page.getByRole('link', { name: /^More\.\.\.\.\./ });
    const entries = policyGroups.flatMap((g) => g.entries);
    const linked = entries.filter((e) => e.document).length;
    const languageLinks = entries.flatMap((e) => e.languageVersions ?? []).length;
    expect(linked).toBeGreaterThanOrEqual(19);
    expect(languageLinks).toBe(14);
    expect(await more.count()).toBe(linked + liquidityDisclosures.length);
    const links = await page.locator('main a[href$=".pdf"]').evaluateAll((as) =>
      as.map((a) => ({
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
        name: a.textContent,
      })),
    );
    expect(links.length).toBe(linked + liquidityDisclosures.length + languageLinks);
    for (const l of links) {
      expect(l.target).toBe('_blank');
      expect(l.rel).toContain('noopener');
      expect(l.name).toContain('opens in a new tab');
    }
    for (const language of [
      'Hindi',
      'Kannada',
      'Malayalam',
      'Marathi',
      'Tamil',
      'Telugu',
      'Bengali',
    ]) {
      expect(
        await page.getByRole('link', { name: new RegExp(`^${language} version`) }).count(),
      ).toBe(2);
    }
    const quarters = page.locator('#liquidity-risk-disclosures li');
    expect(await quarters.count()).toBe(20);
    expect(await quarters.first().textContent()).toContain('30 Sep 2025');
    expect(await quarters.last().textContent()).toContain('31 Dec 2020');
    // The moratorium policy and the customer care notice have no link.
    for (const title of ['Moratorium Policy', 'Customer Care Notice']) {
      const item = page.locator('li', { has: page.getByRole('heading', { name: title }) });
      expect(await item.getByRole('link').count()).toBe(0);
    }
    await page.close();
  });

  it('grievance redressal links both escalation matrices and the RBI ombudsman route', async () => {
    const page = await newPage();
    await visit(page, '/grievance-redressal');
    for (const name of [/loan matters/, /insurance matters/]) {
      const link = page.getByRole('link', { name });
      expect(await link.getAttribute('href')).toMatch(/^\/documents\/grievance\/.+\.pdf$/);
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    // In the page itself: the footer links the same portals on every page.
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: /cms\.rbi\.org\.in/ }).getAttribute('href')).toBe(
      'https://cms.rbi.org.in',
    );
    expect(await main.getByRole('link', { name: '14448' }).getAttribute('href')).toBe('tel:14448');
    expect(
      await main.getByRole('link', { name: /sachet\.rbi\.org\.in/ }).getAttribute('href'),
    ).toBe('https://sachet.rbi.org.in');
    await page.close();
  });

  it('an unknown path shows a helpful not-found page inside the frame', async () => {
    const page = await newPage();
    await visit(page, '/no-such-page');
    expect(await h1(page).textContent()).toBe('Page not found');
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    const main = page.getByRole('main');
    for (const name of ['Go to the home page', 'See our loans', 'Contact us']) {
      expect(await main.getByRole('link', { name }).count(), name).toBe(1);
    }
    await page.close();
  });
});

describe('person card dialog', () => {
  it('opens, traps focus, closes with X and Escape, and returns focus to the card', async () => {
    const page = await newPage();
    await visit(page, '/aboutus');
    const card = page.getByRole('button', { name: /^Anjali Deshmukh/ });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Anjali Deshmukh' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('founded the company in April 2017');
    const focusInDialog = () =>
      page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });
});

describe('navigation states scroll to the about-us sections', () => {
  const cases = [
    { link: 'Board of Directors', id: 'board-of-directors', offset: 180 },
    { link: 'Leadership', id: 'leadership', offset: 150 },
    { link: 'Investors', id: 'investors', offset: 180 },
  ];

  it.each(cases)('from another page: $link at $offset px', async ({ link, id, offset }) => {
    const page = await newPage();
    await visit(page, '/newsroom');
    await (await footerLink(page, link)).click();
    await page.waitForURL('**/aboutus');
    await expect.poll(() => topOf(page, `#${id}`), { timeout: 5000 }).toBeCloseTo(offset, -1);
    await page.close();
  });

  it('from the header About Us menu, on another page and on the same page', async () => {
    const page = await newPage();
    await visit(page, '/newsroom');
    const header = page.getByRole('banner');
    const menuItem = async (name: string) => {
      await header.getByRole('button', { name: 'About Us' }).click();
      await header.getByRole('link', { name, exact: true }).click();
    };
    await menuItem('Leadership Team');
    await page.waitForURL('**/aboutus');
    await expect.poll(() => topOf(page, '#leadership'), { timeout: 5000 }).toBeCloseTo(150, -1);
    await menuItem('Investors');
    await expect.poll(() => topOf(page, '#investors'), { timeout: 5000 }).toBeCloseTo(180, -1);
    await page.close();
  });

  it('on the same page, also back to the company description', async () => {
    const page = await newPage();
    await visit(page, '/aboutus');
    await (await footerLink(page, 'Leadership')).click();
    await expect.poll(() => topOf(page, '#leadership'), { timeout: 5000 }).toBeCloseTo(150, -1);
    await (await footerLink(page, 'Board of Directors')).click();
    await expect
      .poll(() => topOf(page, '#board-of-directors'), { timeout: 5000 })
      .toBeCloseTo(180, -1);
    await (await footerLink(page, 'About Us')).click();
    // The description is near the top of the page: at its 180 px, or the page as far up as it goes.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              window.scrollY === 0 ||
              Math.abs(
                (document.getElementById('about-company')?.getBoundingClientRect().top ?? 0) - 180,
              ) <= 2,
          ),
        { timeout: 5000 },
      )
      .toBe(true);
    await page.close();
  });
});

describe('newsroom paging', () => {
  it('pages by 5 from page 1, keeps the page in the URL across a reload', async () => {
    const page = await newPage();
    await visit(page, '/newsroom');
    const headlines = () => page.locator('main article h2').allTextContents();
    const first = await headlines();
    expect(first).toHaveLength(5);
    const nav = page.getByRole('navigation', { name: 'News pages' });
    expect(await nav.getByRole('link', { name: /page 1/i }).getAttribute('aria-current')).toBe(
      'page',
    );
    await nav.getByRole('link', { name: /page 2/i }).click();
    await page.waitForURL('**/newsroom?page=2');
    await expect.poll(headlines).not.toEqual(first);
    const second = await headlines();
    expect(second).toHaveLength(5);
    await page.reload();
    await h1(page).waitFor();
    expect(await headlines()).toEqual(second);
    await nav.getByRole('link', { name: /next/i }).click();
    await page.waitForURL('**/newsroom?page=3');
    await expect.poll(async () => (await headlines()).length).toBe(2);
    await nav.getByRole('link', { name: /previous/i }).click();
    await page.waitForURL('**/newsroom?page=2');
    const external = await page.locator('main article h2 a').first();
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toContain('noopener');
    // The embedded default's stories open on pages of their own, not on a dead address.
    const [story] = await Promise.all([page.context().waitForEvent('page'), external.click()]);
    await story.waitForLoadState();
    const storyHeading = await story.getByRole('heading', { level: 1 }).textContent();
    expect(storyHeading).toBeTruthy();
    expect(await external.textContent()).toContain(storyHeading);
    await story.close();
    await page.close();
  });

  it('says plainly when a page does not exist', async () => {
    const page = await newPage();
    await visit(page, '/newsroom?page=9');
    expect(await page.getByRole('status').textContent()).toContain('There is no page 9 of news');
    expect(await page.locator('main article').count()).toBe(0);
    await page.close();
  });
});

describe('redirect', () => {
  it('goes to the site path in `to` after 5 s; an external `to` goes home; no motion when reduced', async () => {
    const toSite = async () => {
      const page = await newPage();
      const started = Date.now();
      await visit(page, '/redirect?to=/newsroom%3Fpage%3D2');
      expect(await h1(page).textContent()).toBe('Redirecting…');
      expect(await page.getByRole('banner').count()).toBe(0);
      const bar = page.getByRole('progressbar', { name: 'Redirect progress' });
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 4000 })
        .toBeGreaterThan(20);
      await page.waitForURL('**/newsroom?page=2', { timeout: 10_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
      await page.close();
    };
    const toElsewhere = async () => {
      const page = await newPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await visit(page, '/redirect?to=https://evil.example/');
      const animations = await page.evaluate(() =>
        [...document.querySelectorAll('svg *')].map((el) => getComputedStyle(el).animationName),
      );
      expect(animations.every((name) => name === 'none')).toBe(true);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
      await page.close();
    };
    await Promise.all([toSite(), toElsewhere()]);
  });
});

describe('axe: no violations at 412 and 1280 px', () => {
  const paths = [
    '/aboutus',
    '/corporate-governance',
    '/newsroom',
    '/career',
    '/contact-us',
    '/customer-support',
    '/grievance-redressal',
    '/redirect',
    '/no-such-page',
  ];
  it.each(paths)('%s', async (path) => {
    const page = await newPage(1280);
    await visit(page, path);
    await expectNoAxeViolationsAt(page, [1280, 412]);
    await page.close();
  });

  it('the person dialog, open', async () => {
    const page = await newPage(412);
    await visit(page, '/aboutus');
    await page.getByRole('button', { name: /^Ramesh Kulkarni/ }).click();
    await page.getByRole('dialog').waitFor();
    // Contrast is measured on the dialog as it stays, not halfway through its fade-in.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await expectNoAxeViolationsAt(page, [412]);
    await page.close();
  });
});
