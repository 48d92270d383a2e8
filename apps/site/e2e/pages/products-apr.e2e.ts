import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile } from '../browser.ts';
import { openWatchingLoading } from '../open-page.ts';
import { close, pages } from '../site-pages.ts';

/** Every rate comes with its APR: the product pages' rate tables, the home tiles, the EMI calculator. */

const browser = browserForFile();

// EV Rental charges rent, not interest: it has no APR and no example.
const loanPages = pages.filter(
  ([path]) =>
    path !== '/' &&
    !['/ev-rental', '/testimonial', '/our-products', '/no-such-page'].includes(path),
);
const sentence =
  /Example: ₹[\d,]+ over \d+ months at ([\d.]+)% a year, processing fee ₹[\d,]+ \+ ₹[\d,.]+ GST: EMI ₹[\d,]+, APR ([\d.]+)%\./;

// Checked outside the code (bisection IRR): ₹1,00,000, 36 months, 23 %, fee 1 % + 18 % GST.
const twoWheelerExample =
  'Example: ₹1,00,000 over 36 months at 23.00% a year, processing fee ₹1,000 + ₹180 GST: EMI ₹3,871, APR 23.88%.';

// ₹1,00,000, 36 months, 16 %, fee 3 % + 18 % GST (checked the same way).
const newBikeExample =
  'Example: ₹1,00,000 over 36 months at 16.00% a year, processing fee ₹3,000 + ₹540 GST: EMI ₹3,516, APR 18.59%.';

describe('a representative example with its APR beside every rate', () => {
  it.each(loanPages)('%s: pre-rendered under the rate table, APR above the rate', async (path) => {
    const html = await (await fetch(`${baseURL()}${path}`)).text();
    const match = html.match(sentence);
    expect(match, `${path} has no example`).not.toBeNull();
    expect(Number(match?.[2])).toBeGreaterThan(Number(match?.[1]));
    expect(html).toContain('APR is the yearly cost of the loan with its fees counted');
  });

  it('the generic page states the checked figures, in the rates section', async () => {
    const page = await openWatchingLoading(browser(), '/product-layout');
    const rates = page.getByRole('region', { name: 'Rates and charges' });
    expect(await rates.getByTestId('rate-example').textContent()).toContain(twoWheelerExample);
    await close(page);
  });

  it('every home tile of a loan shows its example with APR', async () => {
    const page = await openWatchingLoading(browser(), '/');
    const tiles = page.getByTestId('tile-example');
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    for (const text of await tiles.allTextContents()) expect(text).toMatch(sentence);
    // One per home tile of a loan (EV Rental is a rental), computed at build.
    const titles = await page
      .getByRole('region', { name: 'PRODUCTS' })
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(await tiles.count()).toBe(titles.filter((title) => title !== 'EV Rental').length);
    expect(await tiles.allTextContents()).toContain(newBikeExample);
    await close(page);
  });
});

describe('EMI calculator with the processing fee', () => {
  it('the APR changes with the fee, and the amount received shows its GST', async () => {
    const page = await openWatchingLoading(browser(), '/product-layout');
    const calculator = page.getByRole('region', { name: 'EMI Calculator' });
    const apr = calculator.getByTestId('emi-apr');
    await expect.poll(() => apr.textContent()).toBe('23.00%');
    await calculator.getByRole('textbox', { name: 'Processing fee' }).fill('1');
    await expect.poll(() => apr.textContent()).toBe('23.88%');
    expect(await calculator.getByTestId('emi-net-disbursed').textContent()).toBe('₹98,820');
    await calculator.getByRole('textbox', { name: 'Processing fee' }).fill('3');
    await expect.poll(() => apr.textContent()).not.toBe('23.88%');
    expect(await calculator.getByTestId('emi-value').textContent()).toBe('₹3,871');
    await close(page);
  });
});
