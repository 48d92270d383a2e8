import { trackRequestMessages } from '@company/forms/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, browserForFile, expectNoAxeViolations } from '../browser.ts';
import { raiseTicket } from '../care-steps.ts';
import { field, tabTo } from '../form-helpers.ts';
import { openPage, visit } from '../open-page.ts';
import { latestCode, outbox } from '../outbox.ts';

/** Track a request against the real API: raised in customer care, then tracked by OTP. */

const browser = browserForFile();

/** The development outbox's texts to a number (newest first). */
const textsTo = async (phone: string) => (await outbox(baseURL(), phone)).map((m) => m.body);

/** Types into the focused field, a key at a time. */
const type = (page: Page, text: string) => page.keyboard.type(text, { delay: 20 });

describe('track a request', () => {
  it('a ticket raised in customer care, tracked with the keyboard only: a wrong mobile gets the same answer; a status change reaches the timeline and the SMS', async () => {
    const phone = '9000061234';
    const page = await openPage(browser(), 412);
    const ticket = await raiseTicket(page, phone, 'Kiran Rao');
    // The SMS on raising names the ticket and links to the tracking page.
    expect(await textsTo(phone)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Your service request ${ticket} is raised\\. Track it at https?://[^ ]+/track-request `,
        ),
      ),
    );
    // From the confirmation to the tracking page.
    await tabTo(page, 'Track this request');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/track-request');
    await page.getByRole('heading', { name: 'Your ticket' }).waitFor();
    await page.waitForFunction(
      () => document.documentElement.dataset.page === '../pages/TrackRequest/TrackRequest.tsx',
    );
    await expectNoAxeViolations(page);

    // A wrong mobile: the same answer as the right one, and no text to either number.
    await tabTo(page, 'Ticket number');
    await type(page, ticket.toLowerCase());
    await tabTo(page, 'Mobile number');
    await type(page, '9000069999');
    await page.keyboard.press('Enter');
    const notice = page.getByRole('status').filter({ hasText: trackRequestMessages.otpSent });
    await notice.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Check your phone');
    expect(await textsTo('9000069999')).toEqual([]);
    expect(
      (await textsTo(phone)).filter((t) => t.includes(`tracking your request ${ticket}`)),
    ).toEqual([]);
    await expectNoAxeViolations(page);

    // Back, the right mobile: the code by SMS, in the one field.
    await tabTo(page, 'Change ticket or mobile number');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Mobile number');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await type(page, phone);
    await page.keyboard.press('Enter');
    await page.getByLabel('Enter the 6-digit code').waitFor();
    expect(await page.getByLabel('Enter the 6-digit code').getAttribute('autocomplete')).toBe(
      'one-time-code',
    );
    const code = await latestCode(baseURL(), phone);
    await tabTo(page, 'Enter the 6-digit code');
    await type(page, code);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Request ${ticket}` }).waitFor();
    const details = page.locator('dl');
    expect(await details.textContent()).toContain('Complaint');
    expect(await details.textContent()).toContain('Service delay');
    expect(await details.textContent()).toContain('Open');
    expect(
      await page.getByRole('link', { name: 'How to escalate a complaint' }).getAttribute('href'),
    ).toBe('/grievance-redressal');
    expect(
      await page.getByRole('link', { name: 'Raise another request' }).getAttribute('href'),
    ).toBe('/customer-care');
    // Nothing of the ticket in the address or the browser's storage.
    expect(page.url()).not.toContain(ticket);
    expect(
      await page.evaluate(
        () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      ),
    ).not.toContain(ticket);
    await expectNoAxeViolations(page);

    // The service desk (here the development route) resolves it with a note.
    const note = 'NOC dispatched by Speed Post, consignment EE123456789IN';
    const res = await fetch(new URL(`/api/dev/service-requests/${ticket}/status`, baseURL()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'resolved', note }),
    });
    expect(res.status).toBe(200);
    await tabTo(page, 'Check for updates');
    await page.keyboard.press('Enter');
    const updates = page.getByRole('list').filter({ hasText: 'Request raised' });
    await expect.poll(() => updates.textContent()).toContain(note);
    expect(await updates.textContent()).toMatch(/Resolved.*IST/);
    expect(await details.textContent()).toContain('Resolved');
    expect((await textsTo(phone))[0]).toContain(`${ticket} is now Resolved`);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);

    // Raise another request, prefilled: the same user type, mobile, type and sub-type.
    await tabTo(page, 'Raise another request');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/customer-care');
    const combo = (name: string) => page.getByRole('combobox', { name, exact: true });
    await expect.poll(() => combo('Sub-Request Type').inputValue()).toBe('Service delay');
    expect(await combo('User Type').inputValue()).toBe('Non-Customer');
    expect(await field(page, 'Mobile Number').inputValue()).toBe(phone);
    expect(await combo('Request Type').inputValue()).toBe('Complaint');
    // Carried in the router's navigation state only.
    expect(
      await page.evaluate(
        () =>
          location.href +
          JSON.stringify({ ...localStorage }) +
          JSON.stringify({ ...sessionStorage }),
      ),
    ).not.toMatch(new RegExp(`${phone}|${ticket}|Complaint`));
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('an unknown ticket gets the same answer, and a code never opens it', async () => {
    const page = await openPage(browser(), 1280);
    await visit(page, '/track-request');
    await field(page, 'Ticket number').fill('SR26010100000000');
    await field(page, 'Mobile number').fill('9000061235');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByRole('status').filter({ hasText: trackRequestMessages.otpSent }).waitFor();
    await page.getByLabel('Enter the 6-digit code').fill('123456');
    await page.getByRole('button', { name: 'Show my request' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.getByRole('link').allTextContents()).toEqual(['Invalid OTP Entered']);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('a form with problems lists them at the top, each linked to its field', async () => {
    const page = await openPage(browser(), 412);
    await visit(page, '/track-request');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      trackRequestMessages.ticketRequired,
      trackRequestMessages.mobileRequired,
    ]);
    await summary.getByRole('link', { name: trackRequestMessages.mobileRequired }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('track-mobile');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
