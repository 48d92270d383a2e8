import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { mandatePage } from '../../src/content/hi/mandate.ts';
import { paymentPage } from '../../src/content/hi/payment.ts';
import { baseURL } from '../browser.ts';
import type { OrderWords } from '../order-steps.ts';
import { outbox } from '../outbox.ts';
import { devanagariShare } from './routes.ts';

/**
 * What the Hindi journeys check: a text the visitor reads is mostly Devanagari (the spec's
 * English never shows through), whether it came from the page, a schema or the API.
 */

/** Mostly Devanagari: Hindi, with the usual Latin loan words (OTP, LAN, PAN) at most. */
export const isHindi = (text: string | null) => devanagariShare(text ?? '') > 0.5;

/** The Hindi suite's own borrower (seeded): no other test sends an OTP to her mobile. */
export const hindiBorrower = { lan: 'TW0001000001', mobile: '9800044455' } as const;

/** The order steps' words on the Hindi pages. */
export const hindiWords: OrderWords = { prefix: '/hi', mandate: mandatePage, payment: paymentPage };

/** Expects `text` to be Hindi, naming it when it is not. */
export function expectHindi(text: string | null, what = 'text'): void {
  expect(isHindi(text), `${what}: ${text}`).toBe(true);
}

/**
 * The error summary in `scope` (the first `role=alert` holding a list) appears, with at least
 * `atLeast` lines, each of them Hindi, and its title Hindi; answers the lines.
 */
export async function expectHindiSummary(scope: Locator | Page, atLeast = 1): Promise<string[]> {
  const summary = scope.locator('[role="alert"]:has(li)').first();
  await summary.waitFor();
  const lines = await summary.locator('li').allTextContents();
  expect(lines.length).toBeGreaterThanOrEqual(atLeast);
  for (const line of lines) expectHindi(line, 'summary line');
  const title = (await summary.textContent())?.replace(lines.join(''), '') ?? '';
  expectHindi(title, 'summary title');
  return lines;
}

/** The words beside the field `id` (its `aria-describedby`), expected to say something in Hindi. */
export async function expectHindiFieldError(page: Page, id: string): Promise<string> {
  const input = page.locator(`#${id}`);
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const described = await input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((ref) => document.getElementById(ref)?.textContent ?? '')
      .filter((text) => text.trim() !== ''),
  );
  // The hint (if any) and the error: the error is the last one, and Hindi as a whole.
  expect(described.length).toBeGreaterThan(0);
  for (const text of described) expectHindi(text, `described by #${id}`);
  return described.join(' ');
}

/** The newest SMS (or e-mail) the API sent to `to`, expected in Hindi. */
export async function expectHindiMessage(
  to: string,
  channel: 'sms' | 'email' = 'sms',
  including = '',
): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const messages = await outbox(baseURL(), to, channel);
      body = messages.find((m) => m.body.includes(including))?.body ?? '';
      return body;
    })
    .not.toBe('');
  expectHindi(body, `${channel} to ${to}`);
  return body;
}

/** The page's main text, expected mostly Hindi (names, numbers and ids aside). */
export async function expectHindiMain(page: Page): Promise<void> {
  expectHindi(await page.locator('main').textContent(), 'main');
}
