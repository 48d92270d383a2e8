import type { Page } from 'playwright-core';

/** A tiny but valid one-page PDF. */
export function samplePdf(): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The toast that says `text` (react-toastify). */
export const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text }).first();

export const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: false }).first();

/**
 * Presses Tab, at a person's pace (keys some tens of milliseconds apart, not all in one frame),
 * until the control named `name` has focus — by its label, else its `aria-label`, else its text
 * (the required mark left out); `prefix` accepts a name that starts with it ('Pay ₹105.00').
 * At most 40 presses.
 */
export async function tabTo(page: Page, name: string, { prefix = false } = {}): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(60);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const label = element?.id
        ? document.querySelector(`label[for="${element.id}"]`)?.textContent
        : null;
      return (label ?? element?.getAttribute('aria-label') ?? element?.textContent ?? '')
        .replace('*', '')
        .trim();
    });
    if (prefix ? focused.startsWith(name) : focused === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/**
 * Records, for each error summary that appears, whether it already had focus when the page's
 * MutationObserver first saw it (before the next frame). The GOV.UK pattern moves focus as the
 * summary appears; a frame or more later, a screen reader may already be reading something else
 * (and a late focus raced React's commit: sometimes it never came). Call before `visit`; the
 * returned function answers the list so far.
 */
export async function recordSummaryFocus(page: Page): Promise<() => Promise<boolean[]>> {
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { summaryFocus: boolean[] }).summaryFocus = seen;
    const isSummary = (element: Element) => element.matches('[role="alert"][tabindex="-1"]');
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const summary = isSummary(node)
            ? node
            : node.querySelector('[role="alert"][tabindex="-1"]');
          if (summary) seen.push(document.activeElement === summary);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { summaryFocus: boolean[] }).summaryFocus]);
}

/** What `recordFocusDescriptions` keeps in the page. */
interface FocusRecord {
  focusDescriptions: { id: string; description: string }[];
  describe: (element: Element | null) => string;
}

/**
 * Records, each time focus lands on an element, its id and its description at that moment (the
 * text of its `aria-describedby`): a screen reader reads a field's error with it only if the
 * error is already there when focus arrives. Call before `visit`. `focused` answers the records
 * so far; `descriptionOf` an element's description now, read the same way.
 */
export async function recordFocusDescriptions(page: Page): Promise<{
  focused: () => Promise<FocusRecord['focusDescriptions']>;
  descriptionOf: (id: string) => Promise<string>;
}> {
  await page.addInitScript(() => {
    const record = window as unknown as FocusRecord;
    record.describe = (element) =>
      (element?.getAttribute('aria-describedby')?.split(/\s+/) ?? [])
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    record.focusDescriptions = [];
    document.addEventListener(
      'focusin',
      (event) => {
        const target = event.target as Element;
        record.focusDescriptions.push({ id: target.id, description: record.describe(target) });
      },
      true,
    );
  });
  return {
    focused: () => page.evaluate(() => [...(window as unknown as FocusRecord).focusDescriptions]),
    descriptionOf: (id) =>
      page.evaluate(
        (id) => (window as unknown as FocusRecord).describe(document.getElementById(id)),
        id,
      ),
  };
}

/** The API refuses the form's request by `field` in its one error shape: a refusal the browser's schema cannot foresee. */
export const refuseField = (page: Page, url: string, message: string, field: string) =>
  page.route(url, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        statusCode: 400,
        error: 'Bad Request',
        message,
        errorMsg: message,
        field,
      }),
    }),
  );
