import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { careListNames as englishLists } from '../src/content/care-lists.ts';
import { customerCarePage as englishCare } from '../src/content/customer-care.ts';
import { visit } from './open-page.ts';

/**
 * Customer care's steps, shared by the English and the Hindi tests (and the tracking tests, which
 * raise their ticket here): the fields are found by their ids, the same in both languages; the
 * button and the dialog by the words of the page's content module, passed as `words`.
 */

export interface CareWords {
  prefix: '' | '/hi';
  submit: string;
  created: { title: string };
  /** The lists' entries as the page names them (`content/care-lists.ts`). */
  lists: Readonly<Record<'non-customer' | 'Complaint' | 'Service delay', string>>;
}

export const englishCareWords: CareWords = { prefix: '', ...englishCare, lists: englishLists };

/** Chooses an option of a searchable list by typing it and clicking it. */
export async function chooseOption(page: Page, input: Locator, option: string) {
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The ticket number of the confirmation that opened, whose title must be `created.title`. */
export async function ticketFrom(page: Page, words = englishCareWords): Promise<string> {
  // Whatever dialog opens, its title says what happened (a failure names itself here).
  await page.getByRole('dialog').waitFor();
  expect(await page.getByRole('dialog').locator('h2').first().textContent()).toBe(
    words.created.title,
  );
  const ticket = (await page.getByRole('dialog').locator('output').textContent())?.trim() ?? '';
  expect(ticket).toMatch(/^SR\d{14}$/);
  return ticket;
}

/** Raises a request as a non-customer: a Complaint, Service delay. Answers its ticket number. */
export async function raiseTicket(
  page: Page,
  phone: string,
  name: string,
  words = englishCareWords,
): Promise<string> {
  await visit(page, `${words.prefix}/customer-care`);
  await chooseOption(page, page.locator('#care-user-type'), words.lists['non-customer']);
  await page.locator('#care-mobile').fill(phone);
  await page.locator('#care-request-type').waitFor();
  await page.locator('#care-name').fill(name);
  await chooseOption(page, page.locator('#care-request-type'), words.lists.Complaint);
  await chooseOption(page, page.locator('#care-sub-request-type'), words.lists['Service delay']);
  await page.getByRole('button', { name: words.submit }).click();
  return ticketFrom(page, words);
}
