import type { Browser, Page } from 'playwright-core';
import { baseURL } from '../browser.ts';
import { openPage, visit } from '../open-page.ts';
import { latestCode } from '../outbox.ts';
import { type AuditOptions, announced, audit, prepare, settled } from './audit.ts';
import { expectClean } from './expect-clean.ts';

/**
 * A journey walked through the checks beyond axe (./audit.ts): each step is audited as the
 * visitor meets it and named ("/my-loan, the statement"), and what the step changed must have
 * been announced. Failures gather over the whole journey, so one run reports every step's.
 */
export class Journey {
  private readonly failures: string[] = [];

  readonly page: Page;

  private constructor(page: Page) {
    this.page = page;
  }

  /** A new page at 412 px with the probes in, on `path` once it has settled. */
  static async start(browser: Browser, path: string): Promise<Journey> {
    const page = await openPage(browser, 412);
    await prepare(page);
    const journey = new Journey(page);
    await journey.goto(path);
    return journey;
  }

  /** Another page of the journey, opened by its address. */
  async goto(path: string): Promise<void> {
    await visit(this.page, path);
    await settled(this.page);
  }

  /** Every check on the step as it stands. */
  async step(where: string, options?: AuditOptions): Promise<void> {
    await settled(this.page);
    // Bounded, so a step whose audit never ends fails naming itself, not as the test's timeout.
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the audit of “${where}” did not end in 90 s`)),
        90_000,
      );
    });
    try {
      this.failures.push(...(await Promise.race([audit(this.page, where, options), bound])));
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * What the step changed (`text`) is heard: said by a live region, or read as focus lands — the
   * focused field's description (its error beside it), or the name of the dialog focus moved into.
   */
  async announces(where: string, text: string): Promise<void> {
    // A region may say its words a moment after it mounts (useLiveText): up to two seconds.
    for (const started = Date.now(); Date.now() - started < 2_000; ) {
      if (await announced(this.page, text)) return;
      await this.page.waitForTimeout(100);
    }
    const readWithFocus = await this.page.evaluate((wanted) => {
      const focused = document.activeElement;
      const textOf = (ids: string | null | undefined) =>
        (ids?.split(/\s+/) ?? []).map((id) => document.getElementById(id)?.textContent ?? '');
      const dialog = focused?.closest('[role="dialog"], [role="alertdialog"]');
      return [
        ...textOf(focused?.getAttribute('aria-describedby')),
        ...textOf(dialog?.getAttribute('aria-labelledby')),
      ].some((said) => said.includes(wanted));
    }, text);
    if (!readWithFocus)
      this.failures.push(`${where} — not announced (no live region said it, nor focus): “${text}”`);
  }

  /** Fails with every step's failures, then closes the page. */
  async end(): Promise<void> {
    await this.page.context().close();
    expectClean(this.failures);
  }
}

/** The error summary at the top of a form. */
export const errorSummary = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'There is a problem' });

/** The code last sent to `to` by the development outbox. */
export const codeFor = (to: string, channel?: 'email') => latestCode(baseURL(), to, channel);

/** Chooses an option of a searchable list by typing and picking it. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}
