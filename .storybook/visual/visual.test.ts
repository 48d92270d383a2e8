import fs from 'node:fs';
import path from 'node:path';
import { chromiumFonts, chromiumLaunchOptions, chromiumVersion } from '@company/testing/chromium';
import { serveStatic } from '@company/testing/static-server';
import pixelmatch from 'pixelmatch';
import { type Browser, chromium, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Local visual regression check (Chromatic's cloud cannot be reached from here): every story of the
 * built Storybook, screenshotted in Chromium at 412 px and 1280 px wide, compared with the committed
 * baselines. `pnpm test:visual:update` (UPDATE_VISUAL=1) accepts the current pictures.
 * "All states" stories are also captured in the second theme, so a rebrand is reviewed too.
 * The baselines were taken with one browser build and one set of fonts, both pinned by the repository
 * and recorded in baselines/browser.json: another build is reported as such, not as pixel diffs.
 */
const root = path.resolve(import.meta.dirname, '../..');
const staticDir = path.resolve(root, process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
const baselineDir = path.join(import.meta.dirname, 'baselines');
const diffDir = path.join(import.meta.dirname, '__diff__');
const update = process.env.UPDATE_VISUAL === '1';
const browserFile = path.join(baselineDir, 'browser.json');
const browserInUse = { browser: chromiumVersion, fonts: chromiumFonts };
const browserOfBaselines = fs.existsSync(browserFile)
  ? (JSON.parse(fs.readFileSync(browserFile, 'utf8')) as typeof browserInUse)
  : undefined;
const sameBrowser =
  browserOfBaselines?.browser === browserInUse.browser &&
  browserOfBaselines?.fonts === browserInUse.fonts;
/** Pages per width that take pictures at once: most of a picture's time is waiting, not drawing. */
const pagesPerWidth = Number(process.env.VISUAL_PAGES ?? 3);
const widths = [412, 1280] as const;
/** Share of differing pixels tolerated (anti-aliasing noise), and per-pixel colour threshold. */
const maxDiffRatio = 0.001;
const pixelThreshold = 0.1;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const index = JSON.parse(fs.readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
// STORY_FILTER (a regular expression on story ids) checks a subset, e.g. while working on one component.
const storyFilter = process.env.STORY_FILTER ? new RegExp(process.env.STORY_FILTER) : undefined;
const stories = Object.values(index.entries).filter(
  (e) => e.type === 'story' && (!storyFilter || storyFilter.test(e.id)),
);
const shots = stories.flatMap((story) => {
  const themes = story.name === 'All states' ? ['company', 'volt'] : ['company'];
  return themes.flatMap((theme) => widths.map((width) => ({ story, theme, width })));
});

let server: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser;
/** Idle pages per width, and the tests waiting for one. */
const idle = new Map<number, Page[]>();
const waiting = new Map<number, ((page: Page) => void)[]>();

async function withPage<T>(width: number, use: (page: Page) => Promise<T>): Promise<T> {
  const free = idle.get(width) ?? [];
  const page =
    free.pop() ??
    (await new Promise<Page>((resolve) => {
      waiting.set(width, [...(waiting.get(width) ?? []), resolve]);
    }));
  try {
    return await use(page);
  } finally {
    const next = waiting.get(width)?.shift();
    if (next) next(page);
    else free.push(page);
  }
}

beforeAll(async () => {
  if (!update && !sameBrowser) return;
  server = await serveStatic(staticDir);
  browser = await chromium.launch(chromiumLaunchOptions);
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      reducedMotion: 'reduce',
      deviceScaleFactor: 1,
    });
    idle.set(
      width,
      await Promise.all(Array.from({ length: pagesPerWidth }, () => context.newPage())),
    );
  }
  fs.mkdirSync(baselineDir, { recursive: true });
  if (update) fs.writeFileSync(browserFile, `${JSON.stringify(browserInUse, null, 2)}\n`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const disableMotion = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}`;

async function capture(page: Page, id: string, theme: string): Promise<Buffer> {
  // A play function can fail on a busy machine (a lazy chunk later than its wait): the story is
  // rendered once more, and a second failure fails the picture instead of taking the wrong one.
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
    await page.addStyleTag({ content: disableMotion });
    // Wait until Storybook has rendered the story and finished its play function.
    const phase = await page.waitForFunction(
      () => {
        const preview = (
          window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
        ).__STORYBOOK_PREVIEW__;
        const phase = preview?.currentRender?.phase;
        return ['finished', 'completed', 'errored', 'aborted'].includes(phase ?? '') && phase;
      },
      undefined,
      { timeout: 15_000 },
    );
    const ended = await phase.jsonValue();
    if (ended === 'finished' || ended === 'completed') break;
    if (attempt === 2) throw new Error(`${id}: the story's play function ${ended} twice`);
  }
  // Fonts and images decide the picture; waiting for them is faster than waiting for network idle.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) => {
        if (img.complete) return undefined;
        img.loading = 'eager'; // a full-page picture shows lazy images too
        const settled = img.decode().catch(() => undefined);
        return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3000))]);
      }),
    );
  });
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

describe('visual baselines', () => {
  it('has stories to check', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  if (!update && !sameBrowser) {
    // One clear failure instead of a pixel diff per picture.
    it('are compared with the browser that took them', () => {
      throw new Error(
        `The baselines were taken with ${browserOfBaselines?.browser ?? 'an unrecorded browser'} and ${browserOfBaselines?.fonts ?? 'unrecorded fonts'}; this run has ${browserInUse.browser} and ${browserInUse.fonts}. Use the pinned browser (unset CHROMIUM_PATH), or re-take the baselines with the new one (pnpm test:visual:update) and review the pictures.`,
      );
    });
    return;
  }

  it.concurrent.each(shots.map((s) => [`${s.story.id} ${s.theme} ${s.width}px`, s] as const))(
    '%s',
    (_label, shot) => withPage(shot.width, (page) => check(page, shot)),
  );
});

async function check(page: Page, shot: (typeof shots)[number]): Promise<void> {
  const name = `${shot.story.id}${shot.theme === 'company' ? '' : `.${shot.theme}`}.${shot.width}.png`;
  const baselinePath = path.join(baselineDir, name);
  const actual = await capture(page, shot.story.id, shot.theme);
  if (update) {
    fs.writeFileSync(baselinePath, actual);
    return;
  }
  if (!fs.existsSync(baselinePath)) {
    fs.mkdirSync(diffDir, { recursive: true });
    fs.writeFileSync(path.join(diffDir, name.replace(/\.png$/, '.actual.png')), actual);
    throw new Error(
      `No baseline ${path.relative(root, baselinePath)}: review the story, then run pnpm test:visual:update`,
    );
  }
  const expected = PNG.sync.read(fs.readFileSync(baselinePath));
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    fs.mkdirSync(diffDir, { recursive: true });
    fs.writeFileSync(path.join(diffDir, name.replace(/\.png$/, '.actual.png')), actual);
    throw new Error(
      `${name}: size changed from ${expected.width}×${expected.height} to ${got.width}×${got.height}`,
    );
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: pixelThreshold,
  });
  const ratio = changed / (got.width * got.height);
  if (ratio > maxDiffRatio) {
    fs.mkdirSync(diffDir, { recursive: true });
    fs.writeFileSync(path.join(diffDir, name.replace(/\.png$/, '.diff.png')), PNG.sync.write(diff));
    fs.writeFileSync(path.join(diffDir, name.replace(/\.png$/, '.actual.png')), actual);
  }
  expect(
    ratio,
    `${name}: ${changed} pixels differ (diff image in .storybook/visual/__diff__)`,
  ).toBeLessThanOrEqual(maxDiffRatio);
}
