import fs from 'node:fs';
import { amortisationSchedule } from '@company/forms/finance';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile, expectNoAxeViolations } from '../browser.ts';
import { captchaAnswer } from '../captcha.ts';
import { field, recordSummaryFocus, tabTo } from '../form-helpers.ts';
import { openPage, visit } from '../open-page.ts';
import { latestCode } from '../outbox.ts';

/** /my-loan against the real API and its LMS sandbox: sign-in by OTP, then every section. */

const browser = browserForFile();

/** Signs in with the keyboard only: the number or LAN, Enter, then the OTP, Enter. */
async function signIn(page: Page, mobileOrLan: string, registered: string) {
  await tabTo(page, 'Mobile number or loan account number');
  await page.keyboard.type(mobileOrLan);
  await page.keyboard.press('Enter');
  const otp = field(page, 'One-time password (OTP)');
  await otp.waitFor();
  expect(await otp.getAttribute('autocomplete')).toBe('one-time-code');
  // The OTP field has the focus: the code is typed straight in.
  await expect.poll(() => otp.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(await latestCode(baseURL(), registered));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Your loans' }).waitFor();
}

/** As `tabTo`, backwards (Shift+Tab), for a control above the focus. */
async function tabBackTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.waitForTimeout(40);
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`Shift+Tab never reached ${name}`);
}

/** Opens a loan's sections with the keyboard and waits for its schedule. */
async function openSections(page: Page) {
  await tabTo(page, 'View schedule, payments and documents');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Repayment schedule' }).waitFor();
}

/** What the page keeps about the visitor outside its memory: the URL and both storages. */
async function leftBehind(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      `${location.href} ${JSON.stringify({ ...localStorage })} ${JSON.stringify({ ...sessionStorage })}`,
  );
}

describe('/my-loan', () => {
  it('the mandate borrower signs in by keyboard and sees every section at 412 and 1280 px; Pay now fills quick pay', async () => {
    const page = await openPage(browser(), 412);
    const summaryFocus = await recordSummaryFocus(page);
    await visit(page, '/my-loan');
    await expectNoAxeViolations(page);

    // Nothing typed: the error summary, focused, links to the field.
    await tabTo(page, 'Send OTP');
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain(
      'Enter your mobile number or loan account number',
    );
    expect(await summaryFocus()).toEqual([true]);
    await expectNoAxeViolations(page);

    await signIn(page, 'EV0000500001', '9800011122');
    const card = page.getByRole('listitem').filter({ hasText: 'EV0000500001' });
    expect(await card.textContent()).toMatch(/Instalments paid\s*12/);
    await expectNoAxeViolations(page);

    await openSections(page);
    const rows = page.locator('table').first().locator('tbody tr');
    expect(await rows.count()).toBe(36);
    // A phone shows each row as a card; a wide screen as a table row.
    const display = () => rows.first().evaluate((tr) => getComputedStyle(tr).display);
    expect(await display()).toBe('block');
    expect(await page.locator('td', { hasText: /^E-mandate$/ }).count()).toBe(12);
    expect(await page.getByText('Your e-mandate is active.').isVisible()).toBe(true);
    expect(await page.getByText(/UMRN: •+4567/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Download NOC letter (PDF)' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(display).toBe('table-row');
    await expectNoAxeViolations(page);

    // The statement of this financial year, downloaded by keyboard.
    await tabTo(page, 'Download statement (PDF)');
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    const bytes = fs.readFileSync((await statement.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // Another borrower's documents are refused to this session.
    for (const path of ['noc', 'statement?period=this-fy', 'schedule'].map(
      (p) => `/api/v1/bb/my-loan/loans/TW0000200001/${p}`,
    )) {
      expect((await page.request.get(path)).status(), path).toBe(403);
    }
    expect(await leftBehind(page)).not.toMatch(/EV0000500001|9800011122/);

    await tabBackTo(page, 'Pay now');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/initiate-payment');
    await expect.poll(() => field(page, 'Loan Account Number').inputValue()).toBe('EV0000500001');
    expect(await field(page, 'Mobile No').inputValue()).toBe('9800011122');
    expect(page.url()).not.toContain('EV0000500001');
    await page.context().close();
  });

  it('the overdue borrower: the overdue instalment, and a link to register an e-mandate; sign-out', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/my-loan');
    await signIn(page, '9800033344', '9800033344');
    expect(await page.getByText('Overdue', { exact: true }).first().isVisible()).toBe(true);
    await openSections(page);
    expect(await page.locator('tbody tr').filter({ hasText: 'Overdue' }).count()).toBe(1);
    expect(
      await page.getByRole('link', { name: 'Register an e-mandate' }).getAttribute('href'),
    ).toBe('/mandate');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
    await tabBackTo(page, 'Sign out');
    await page.keyboard.press('Enter');
    await page.getByText('You have signed out.').waitFor();
    expect((await page.request.get('/api/v1/bb/my-loan/loans')).status()).toBe(401);
    await page.context().close();
  });

  it('the closed loan: its NOC request and NOC letter, no Pay now; a lapsed session says so', async () => {
    const page = await openPage(browser(), 1280);
    await visit(page, '/my-loan');
    await signIn(page, 'TW0000200001', '9123456780');
    expect(await page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    await openSections(page);
    expect(await page.getByText(/NOC request SR25011500000001.*resolved/).isVisible()).toBe(true);
    await tabTo(page, 'Download NOC letter (PDF)');
    const [noc] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(noc.suggestedFilename()).toBe('noc-TW0000200001.pdf');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 412, height: 900 });
    await expectNoAxeViolations(page);

    // The session ends (here: its cookie is gone); the next call brings the sign-in back, saying why.
    await page.context().clearCookies();
    await tabBackTo(page, 'Hide details');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page
      .getByText('You were signed out after 15 minutes without activity.', { exact: false })
      .waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('an EMI paid online for a seeded loan: the result links to /my-loan, where the next instalment is paid and the payment listed', async () => {
    const lan = 'EV0000400001';
    const mobile = '9012345678';
    // The seeded loan's terms (apps/api/src/db/seed-lms.ts): due on the 20th from September 2025.
    const schedule = amortisationSchedule({
      principal: 95000,
      annualRatePercent: 13.5,
      tenureMonths: 27,
    });
    const emi = schedule[0]!.emi;
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const dueDates = schedule.map((_, i) => {
      const d = new Date(Date.UTC(2025, 8 + i, 20));
      return d.toISOString().slice(0, 10);
    });
    const fallenDue = dueDates.filter((d) => d <= today).length;

    const page = await openPage(browser(), 412);
    await visit(page, '/initiate-payment');
    await field(page, 'Loan Account Number').fill(lan);
    await field(page, 'Mobile No').fill(mobile);
    await field(page, 'Transaction-Amount').fill(String(emi));
    await page.getByPlaceholder('You are not a ROBOT.').fill(await captchaAnswer(page));
    await page.getByRole('button', { name: 'Submit Details' }).click();
    await page.waitForURL(/\/api\/sandbox\/checkout\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();

    // From the result to the borrower's own page, with the keyboard.
    await tabTo(page, 'View your loan');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/my-loan');
    await signIn(page, lan, mobile);
    const card = page.getByRole('listitem').filter({ hasText: lan });
    // Every instalment fallen due was collected; the online payment paid the next one ahead.
    expect(await card.textContent()).toMatch(new RegExp(`Instalments paid\\s*${fallenDue + 1}\\D`));
    expect(await card.textContent()).toMatch(
      new RegExp(`Instalments left\\s*${schedule.length - fallenDue - 1}\\D`),
    );
    await openSections(page);
    const rows = page.locator('table').first().locator('tbody tr');
    const statuses = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector('td:last-child')?.textContent?.trim()),
    );
    expect(statuses.filter((s) => s === 'Paid')).toHaveLength(fallenDue + 1);
    expect(statuses[fallenDue]).toBe('Paid');
    expect(statuses[fallenDue + 1]).toBe('Due');
    const online = page.locator('table').nth(1).locator('tbody tr').filter({ hasText: 'Online' });
    expect(await online.count()).toBe(1);
    expect(await online.textContent()).toContain(emi.toLocaleString('en-IN'));
    expect(await online.getByRole('link', { name: /Download receipt/ }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
