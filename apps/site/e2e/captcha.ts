import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser.ts';
import { outbox } from './outbox.ts';

/* The payment and mandate forms' captcha: its answer from the development outbox, never the page. */

/** The id of the captcha on show, read from its audio alternative's URL. */
export async function captchaId(page: Page, not?: string): Promise<string> {
  let id = '';
  await expect
    .poll(
      async () => {
        const src = await page
          .locator('audio')
          .getAttribute('src', { timeout: 1000 })
          .catch(() => null);
        id = src ? decodeURIComponent(src.split('/').at(-2) ?? '') : '';
        return id !== '' && id !== not;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return id;
}

/** The answer of the captcha on show, from the development outbox (the page never has it). */
export async function captchaAnswer(page: Page): Promise<string> {
  const id = await captchaId(page);
  const messages = await outbox(baseURL(), id, 'captcha');
  const answer = messages[0]?.code ?? '';
  expect(answer).toMatch(/^[A-Z2-9]{6}$/);
  expect(await page.content()).not.toContain(answer);
  return answer;
}
