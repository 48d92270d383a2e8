import fs from 'node:fs';
import path from 'node:path';
import { chromiumFonts, chromiumLaunchOptions, chromiumVersion } from '@company/testing/chromium';
import { serveStatic } from '@company/testing/static-server';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compare, maxDiffRatio, pngSize } from './compare.ts';
import {
  acceptCommand,
  forgetPictures,
  outputFiles,
  type Picture,
  pictureFile,
  reviewPageName,
  sha256,
} from './review/changes.ts';
import { publishChanges } from './review/publish.ts';

/**
 * Local visual regression check (Chromatic's cloud cannot be reached from here): every story of the
 * built Storybook, screenshotted in Chromium at 412 px and 1280 px wide (and 320 px when tagged
 * `visual-320`), compared with the committed
 * baselines. What differs is kept in __diff__ with a review page (review/); `pnpm test:visual:accept`
 * accepts chosen pictures from there, `pnpm test:visual:update` (UPDATE_VISUAL=1) re-takes them all.
 * "All states" and "In Hindi" stories are also captured in the second theme, so a rebrand is reviewed
 * too, Devanagari included.
 * The baselines were taken with one browser build and one set of fonts, both pinned by the repository
 * and recorded in baselines/browser.json: another build is reported as such, not as pixel diffs.
 */
const root = path.resolve(import.meta.dirname, '../..');
const staticDir = path.resolve(root, process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
const baselineDir = path.join(import.meta.dirname, 'baselines');
const diffDir = path.join(import.meta.dirname, '__diff__');
const reviewPage = path.relative(root, path.join(diffDir, reviewPageName));
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
/**
 * A story tagged `visual-320` (a form, a row of controls) is pictured at 320 px as well: the
 * narrowest screen WCAG 1.4.10 asks content to reflow in, so how it wraps there is reviewed too.
 */
const narrowTag = 'visual-320';
const narrowWidth = 320;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(fs.readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
// STORY_FILTER (a regular expression on story ids) checks a subset, e.g. while working on one component.
const storyFilter = process.env.STORY_FILTER ? new RegExp(process.env.STORY_FILTER) : undefined;
const stories = Object.values(index.entries).filter(
  (e) => e.type === 'story' && (!storyFilter || storyFilter.test(e.id)),
);
/** Stories pictured in both themes: every state, and every component with Hindi words. */
const bothThemes = new Set(['All states', 'In Hindi']);
const shots = stories.flatMap((story) => {
  const themes = bothThemes.has(story.name) ? ['company', 'volt'] : ['company'];
  const storyWidths = story.tags?.includes(narrowTag) ? [narrowWidth, ...widths] : widths;
  return themes.flatMap((theme) =>
    storyWidths.map((width) => ({
      story,
      theme,
      width,
      file: pictureFile(story.id, theme, width),
    })),
  );
});
/** The widths this run takes pictures at: a page context for each. */
const pageWidths = [...new Set(shots.map((shot) => shot.width))];
/** Pictures of earlier runs outside this run's filter (still waiting), and this run's differences. */
let earlier: Picture[] = [];
const found: Picture[] = [];

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
  // A whole run starts the review afresh; a filtered one replaces only its own pictures.
  if (!storyFilter) fs.rmSync(diffDir, { recursive: true, force: true });
  earlier = forgetPictures(diffDir, new Set(shots.map((s) => s.file)));
  publishChanges(diffDir, baselineDir, earlier);
  server = await serveStatic(staticDir);
  browser = await chromium.launch(chromiumLaunchOptions);
  for (const width of pageWidths) {
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
  if (!update && !sameBrowser) return;
  const total = earlier.length + found.length;
  if (publishChanges(diffDir, baselineDir, [...earlier, ...found]))
    console.info(
      `${total === 1 ? 'One picture waits' : `${total} pictures wait`} for review (${found.length} from this run): ${reviewPage} (pnpm test:visual:review)`,
    );
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
  const { story, theme, width, file } = shot;
  const baselinePath = path.join(baselineDir, file);
  const actual = await capture(page, story.id, theme);
  if (update) {
    fs.writeFileSync(baselinePath, actual);
    return;
  }
  const review = `review: ${reviewPage} (pnpm test:visual:review); accept: ${acceptCommand({ storyId: story.id, width, theme })}`;
  const keep = (
    picture: Omit<Picture, 'file' | 'storyId' | 'title' | 'story' | 'theme' | 'width' | 'browser'>,
    diff?: Buffer,
  ) => {
    const out = outputFiles(diffDir, file);
    fs.mkdirSync(diffDir, { recursive: true });
    fs.writeFileSync(out.actual, actual);
    if (diff) fs.writeFileSync(out.diff, diff);
    found.push({
      file,
      storyId: story.id,
      title: story.title,
      story: story.name,
      theme,
      width,
      browser: browserInUse,
      ...picture,
    });
  };
  if (!fs.existsSync(baselinePath)) {
    keep({ kind: 'new', actualSize: pngSize(actual) });
    throw new Error(`No baseline ${path.relative(root, baselinePath)}: a new story — ${review}`);
  }
  const result = compare(fs.readFileSync(baselinePath), actual);
  const { changedPixels, baselineSize, actualSize } = result;
  if (result.resized || result.ratio > maxDiffRatio)
    keep(
      {
        kind: result.resized ? 'resized' : 'changed',
        changedPixels,
        baselineSize,
        actualSize,
        baselineSha256: sha256(baselinePath),
      },
      result.diff(),
    );
  expect(
    result.resized,
    `${file}: size changed from ${baselineSize.width}×${baselineSize.height} to ${actualSize.width}×${actualSize.height} — ${review}`,
  ).toBe(false);
  expect(result.ratio, `${file}: ${changedPixels} pixels differ — ${review}`).toBeLessThanOrEqual(
    maxDiffRatio,
  );
}
