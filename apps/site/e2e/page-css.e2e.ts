import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { browserForFile } from './browser.ts';
import { dist } from './budgets/build-output.ts';
import { openPage, visit } from './open-page.ts';

/**
 * Each pre-rendered page inlines only the CSS of the chunks it renders (scripts/prerender-css.ts);
 * a lazy part's stylesheet arrives with its code, before it shows, and a stylesheet the page
 * already inlined is not loaded again.
 */

const browser = browserForFile();

const manifest = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, { css?: string[] }>;
const cssOf = (key: string) => manifest[key]?.css ?? [];
const allCss = Object.values(manifest).flatMap((c) => c.css ?? []);
const inlined = (route: string) => {
  const html = fs.readFileSync(path.join(dist, route, 'index.html'), 'utf8');
  return [...html.matchAll(/<style data-href="\/([^"]+)">([\s\S]*?)<\/style>/g)].map((m) => ({
    file: m[1] as string,
    css: m[2] as string,
  }));
};

describe('the CSS of a pre-rendered page', () => {
  it.each(['/', '/product-layout', '/customer-care'])(
    '%s inlines its own CSS, not the dialogs’ or the Toaster’s',
    (route) => {
      const styles = inlined(route);
      const css = styles.map((s) => s.css).join('');
      const whole = [...new Set(allCss)].reduce(
        (sum, f) => sum + fs.statSync(path.join(dist, f)).size,
        0,
      );
      console.info(
        `${route}: inline CSS ${Buffer.byteLength(css)} B (gzip ${zlib.gzipSync(css, { level: 9 }).length} B) of the site's ${whole} B, from ${styles.length} files`,
      );
      expect(Buffer.byteLength(css)).toBeLessThan(whole / 2);
      const files = styles.map((s) => s.file);
      for (const lazy of [
        'src/flows/lead/LeadDialogHost.tsx',
        'src/components/legal/LegalDialog.tsx',
        'src/components/ToasterHost.tsx',
      ]) {
        for (const file of cssOf(lazy)) expect(files).not.toContain(file);
      }
      // The frame: the entry's and the footer's CSS are on every page.
      for (const file of [...cssOf('index.html'), ...cssOf('src/frame/Footer.tsx')]) {
        expect(files).toContain(file);
      }
    },
  );

  it('a lazy dialog is styled when it first shows, and no inlined file loads again', async () => {
    const page = await openPage(browser(), 412);
    // The dialog's stylesheets arrive a second late: the dialog must wait for them.
    await page.route('**/assets/*.css', async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await visit(page, '/product-layout');
    await page.evaluate(() => {
      const w = window as unknown as { dialogPositions: string[] };
      w.dialogPositions = [];
      new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"]');
        if (dialog && w.dialogPositions.length === 0) {
          w.dialogPositions.push(getComputedStyle(dialog).position);
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(
      await page.evaluate(
        () => (window as unknown as { dialogPositions: string[] }).dialogPositions,
      ),
    ).toEqual(['fixed']);

    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    const { links, inline } = await page.evaluate(() => ({
      links: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) =>
        l.getAttribute('href'),
      ),
      inline: [...document.querySelectorAll('style[data-href]')].map((s) =>
        s.getAttribute('data-href'),
      ),
    }));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(inline).not.toContain(href);
    await page.context().close();
  });
});
