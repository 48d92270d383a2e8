import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// The same rules as `expectNoAxeViolations` (browser.ts), run differently: axe-core is evaluated
// into the page once and `axe.run` is called per viewport width. AxeBuilder opens a new page and
// injects axe again for every analyze (4–8 s each on this 2-core machine, against under 1.5 s
// here), which would make the company pages' 20 checks take minutes. Our pages have no iframes,
// the one thing AxeBuilder adds.
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Fails with the list of violations at each width, so the report says what to fix. */
export async function expectNoAxeViolationsAt(
  page: Page,
  widths: readonly number[],
): Promise<void> {
  await page.evaluate(axeSource);
  const summary: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const violations = await page.evaluate(
      (values) =>
        (
          window as unknown as {
            axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> };
          }
        ).axe
          .run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] })
          .then((r) => r.violations),
      tags,
    );
    for (const v of violations) {
      summary.push(
        `${width}px ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
    }
  }
  expect(summary).toEqual([]);
}
