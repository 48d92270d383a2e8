import fs from 'node:fs';
import {
  type EnquiryAnswer,
  type KeyFactsStatement,
  keyFactsCopy,
  keyFactsTables,
} from '@company/forms/contracts';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { browserForFile, expectNoAxeViolations } from '../browser.ts';
import { field, tabTo } from '../form-helpers.ts';
import { openPage, visit } from '../open-page.ts';

/**
 * The pre-qualified offer's Key Facts Statement on the card and in its PDF, against the real API
 * and its sandbox lender (apps/api/README.md): an offer of ₹1,00,000 or more comes with the
 * lender's illustrative terms, a smaller one without (the card then states the product's).
 */

const browser = browserForFile();

/** Asks for an offer at once (an even last digit) and answers the statement the API gave. */
async function offer(page: Page, mobile: string, amount: string): Promise<KeyFactsStatement> {
  await visit(page, '/enquiry');
  const input = page.getByRole('combobox', { name: 'City' });
  await input.click();
  await input.fill('Pun');
  await page.getByRole('option', { name: 'Pune', exact: true }).click();
  await field(page, 'Enter Mobile Number').fill(mobile);
  await field(page, 'Enter Desired Loan Amount').fill(amount);
  await field(page, 'PAN number').fill('ABCPE1234F');
  await page.getByRole('textbox', { name: 'Aadhaar number' }).fill('234123412346');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/enquiry/pre-qualification')),
    page.getByRole('button', { name: 'Submit', exact: true }).click(),
  ]);
  const body = (await answer.json()) as EnquiryAnswer;
  if (typeof body.message !== 'object' || !body.message.keyFacts)
    throw new Error(`no Key Facts Statement with the offer: ${JSON.stringify(body)}`);
  await page.getByRole('heading', { name: keyFactsCopy.title }).waitFor();
  return body.message.keyFacts;
}

/** Every table of the statement on the card: its caption, column heads and each row's cells. */
async function expectCardTables(page: Page, kfs: KeyFactsStatement) {
  const tables = keyFactsTables(kfs);
  expect(await page.locator('table[data-kfs]').count()).toBe(tables.length);
  for (const table of tables) {
    const element = page.locator(`table[data-kfs="${table.id}"]`);
    expect(await element.locator('caption').textContent()).toBe(table.heading);
    expect(await element.locator('thead th').allTextContents()).toEqual([...table.columns]);
    const rows = await element
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows, table.id).toEqual(table.rows.map((row) => [...row]));
  }
}

/** The PDF's text, lines joined, with a line wrapped at a hyphen read back whole. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return squash(text);
}
const squash = (s: string) => s.replace(/\s+/g, ' ').replace(/- /g, '-');

/** The PDF carries the card's every field: the notices, each heading, column and cell. */
function expectPdfFields(text: string, kfs: KeyFactsStatement) {
  for (const line of [
    keyFactsCopy.title,
    keyFactsCopy.illustrative,
    keyFactsCopy.source[kfs.terms.source],
    kfs.id,
  ])
    expect(text).toContain(squash(line));
  for (const table of keyFactsTables(kfs))
    for (const cell of [table.heading, ...table.columns, ...table.rows.flat()])
      expect(text).toContain(squash(cell));
}

describe("the pre-qualified offer's Key Facts Statement", () => {
  it("at 412 px: the product's standard terms, each table a stack of cards, the PDF by keyboard", async () => {
    const page = await openPage(browser(), 412);
    const kfs = await offer(page, '9000001310', '85000');
    expect(kfs.terms).toMatchObject({ source: 'product', amount: 85_000, annualRatePercent: 16 });
    const main = page.locator('main');
    const text = (await main.textContent()) ?? '';
    for (const line of [keyFactsCopy.illustrative, keyFactsCopy.source.product])
      expect(text).toContain(line);
    await expectCardTables(page, kfs);
    // A phone: no table scrolls sideways; each row is a card, each cell a line of it.
    const layout = await page.evaluate(() => {
      const row = document.querySelector('table[data-kfs="charges"] tbody tr')!;
      const cell = row.querySelector('td')!;
      return {
        row: getComputedStyle(row).display,
        cell: getComputedStyle(cell).display,
        label: getComputedStyle(cell, '::before').content,
        // A label–detail pair needs no column name over its detail.
        detail: getComputedStyle(
          document.querySelector('table[data-kfs="part1"] tbody td')!,
          '::before',
        ).content,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(layout).toEqual({
      row: 'block',
      cell: 'block',
      label: '"Payable to"',
      detail: 'none',
      overflow: 0,
    });
    await expectNoAxeViolations(page);

    // Focus is on the offer's heading: Tab reaches the download, Enter saves the PDF.
    await tabTo(page, keyFactsCopy.download);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe(`key-facts-${kfs.id}.pdf`);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('/StructTreeRoot');
    expectPdfFields(await pdfText(new Uint8Array(bytes)), kfs);
    await page.context().close();
  });

  it("at 1280 px: the lender's terms with insurance and stamp duty paid to third parties, in tables", async () => {
    const page = await openPage(browser(), 1280);
    const kfs = await offer(page, '9000001320', '150000');
    expect(kfs.terms).toMatchObject({ source: 'lender', amount: 150_000, annualRatePercent: 17.5 });
    expect(await page.locator('main').textContent()).toContain(keyFactsCopy.source.lender);
    await expectCardTables(page, kfs);
    const charges = page.locator('table[data-kfs="charges"]');
    expect(await charges.getByRole('row', { name: /Insurance premium/ }).textContent()).toContain(
      '₹1,770 (₹1,500 + ₹270 GST)',
    );
    expect(await charges.getByRole('row', { name: /Stamp duty/ }).textContent()).toContain('₹100');
    expect(
      await page.evaluate(
        () => getComputedStyle(document.querySelector('table[data-kfs="part1"] tbody tr')!).display,
      ),
    ).toBe('table-row');
    await expectNoAxeViolations(page);
    const href = await page.getByRole('link', { name: keyFactsCopy.download }).getAttribute('href');
    const res = await page.request.get(href!);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expectPdfFields(await pdfText(new Uint8Array(await res.body())), kfs);
    await page.context().close();
  });
});
