import { type Probes, probeScript } from '@company/testing/a11y';
import type { Page } from 'playwright-core';

/**
 * The checks beyond axe, run on a page as it stands (a route, or a journey's step with its dialog
 * or errors open). Each answers failures as lines naming where, the check and the element.
 */

declare const a11y: Probes;

/** WCAG 1.4.12's spacing, the most a reader may set. */
const textSpacing = `*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;
/** Text at 200 %: every size here is in rem, so the root's size doubles all of it. */
const largeText = 'html { font-size: 200% !important; }';

/** Call on a new page before its first visit: the probes and the focus and live-region recorders. */
export async function prepare(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript({ content: probeScript });
}

/**
 * The page as a visitor meets it once it has loaded: the network quiet (a form's captcha, the
 * code of what is on screen) and the captcha's picture, where there is one, in place. Each wait
 * is bounded and named, so a page that never settles fails saying which wait it never passed.
 */
export async function settled(page: Page): Promise<void> {
  await named('the network going quiet', page.waitForLoadState('networkidle', { timeout: 15_000 }));
  await named(
    'every picture and style sheet loaded',
    page.waitForFunction(
      () =>
        [...document.querySelectorAll('img')].every(
          (img) => img.complete || img.loading === 'lazy',
        ) &&
        // Every style sheet in, a late component's included (its rules decide what is checked).
        [...document.querySelectorAll('link[rel="stylesheet"]')].every(
          (link) => (link as HTMLLinkElement).sheet !== null,
        ),
      undefined,
      { timeout: 15_000 },
    ),
  );
  // The page's idle-time work (code loaded once the page is quiet) done too; a page that is never
  // idle is read after two seconds.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })),
  );
  await named(
    'the network going quiet again',
    page.waitForLoadState('networkidle', { timeout: 15_000 }),
  );
}

/** Fails naming the wait that did not end, rather than with the test's own timeout. */
async function named<T>(wait: string, promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw new Error(`The page did not settle: ${wait} (${(error as Error).message})`);
  }
}

/** Adds a style sheet, waits for the layout it makes, runs `probe`, and takes the sheet away. */
async function withStyle<T>(page: Page, css: string, probe: () => Promise<T>): Promise<T> {
  const id = await page.evaluate((text) => {
    const style = document.createElement('style');
    style.id = `a11y-${Math.random().toString(36).slice(2)}`;
    style.textContent = text;
    document.head.append(style);
    return style.id;
  }, css);
  await settle(page);
  try {
    return await probe();
  } finally {
    await page.evaluate((styleId) => document.getElementById(styleId)?.remove(), id);
    await settle(page);
  }
}

/**
 * The layout of the last change is done: its transitions (0.01 ms under reduced motion, but they
 * start from the old value, so a read in their first frame sees a border of 0) have ended, then
 * two frames. Not a wait for time. Only transitions of what is rendered: one in a section that
 * skips its layout off screen (`content-visibility: auto`) does not run until it is scrolled to,
 * and waiting for it hung the test.
 */
const settle = (page: Page) =>
  page.evaluate(async () => {
    // Each wait is bounded: a transition that never runs (its element skipped or detached
    // meanwhile) or a frame the browser does not draw must not hold the check for ever.
    const within = (ms: number, wait: Promise<unknown>) =>
      Promise.race([wait, new Promise((resolve) => setTimeout(resolve, ms))]);
    await within(
      1_000,
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation instanceof CSSTransition &&
              (animation.effect as KeyframeEffect | null)?.target?.checkVisibility({
                contentVisibilityAuto: true,
              }),
          )
          .map((transition) => transition.finished.catch(() => undefined)),
      ),
    );
    await within(
      1_000,
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
    );
  });

async function atWidth<T>(page: Page, width: number, probe: () => Promise<T>): Promise<T> {
  const before = page.viewportSize() ?? { width: 412, height: 900 };
  await page.setViewportSize({ width, height: before.height });
  await settle(page);
  try {
    return await probe();
  } finally {
    await page.setViewportSize(before);
    await settle(page);
  }
}

const reflowFailures = async (page: Page, check: string) => {
  const { scrolls, offenders } = await page.evaluate(() => a11y.reflow());
  return [...(scrolls ? [scrolls] : []), ...offenders.map((o) => `passes the edge: ${o}`)].map(
    (line) => `${check}: ${line}`,
  );
};

/** 1.4.10: nothing scrolls sideways at 320 px, and no control covers another element's text. */
export const reflowAt320 = (page: Page) =>
  atWidth(page, 320, async () => [
    ...(await reflowFailures(page, 'reflow at 320 px')),
    ...(await page.evaluate(() => a11y.overlaps())).map((l) => `overlap at 320 px: ${l}`),
  ]);

/** 1.4.4: nothing scrolls sideways with the text at 200 % at 412 px. */
export const reflowAtLargeText = (page: Page) =>
  atWidth(page, 412, () =>
    withStyle(page, largeText, () => reflowFailures(page, '200 % text at 412 px')),
  );

/** 1.4.12: no text cut off with the widest spacing. */
export const clippedBySpacing = (page: Page) =>
  withStyle(page, textSpacing, async () =>
    (await page.evaluate(() => a11y.clippedText())).map((l) => `text spacing: ${l}`),
  );

/** 2.5.8: targets of 24 × 24 px, or spaced. */
export const smallTargets = async (page: Page) =>
  (await page.evaluate(() => a11y.smallTargets())).map((l) => `target size: ${l}`);

/** 1.4.11 and 2.4.7 in forced colours: each control keeps an edge and a focus outline. */
export async function forcedColours(page: Page): Promise<string[]> {
  await page.emulateMedia({ forcedColors: 'active' });
  await settle(page);
  try {
    const edges = await page.evaluate(() => a11y.boundaries());
    // A key press puts the browser in keyboard mode (a click before would not show focus rings).
    await page.keyboard.press('Shift');
    const focus = await page.evaluate(() => a11y.focusIndicators());
    return [...edges, ...focus].map((l) => `forced colours: ${l}`);
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
}

/**
 * 2.4.11: Tab through the page (at most `limit` presses, until the focus comes round) — no
 * focused control wholly behind the header, the WhatsApp button or another pinned element.
 */
export async function focusObscured(page: Page, limit = 120): Promise<string[]> {
  await page.evaluate(() => {
    a11y.obscured.length = 0;
  });
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const cameRound = await page.evaluate((press) => {
      const w = window as unknown as { a11yFirstFocus: Element | null };
      if (press === 0) w.a11yFirstFocus = document.activeElement;
      return press > 0 && document.activeElement === w.a11yFirstFocus;
    }, i);
    if (cameRound) break;
  }
  const obscured = await page.evaluate(() => [...a11y.obscured]);
  return obscured.map((l) => `focus not obscured: ${l}`);
}

/**
 * 2.4.11 with a toast on screen: Tab through the page while it stays (the pointer rests on it, which
 * pauses its timer as it does a visitor's) — no focused control wholly under a toast.
 */
export async function focusObscuredWithToast(page: Page): Promise<string[]> {
  const shown = page.locator('.Toastify__toast');
  if ((await shown.count()) === 0) return ['a toast was to be on screen, and none is'];
  await shown.last().hover();
  // From the top of the page (the body's focus is where Tab starts): the header's row of links
  // is where a toast lay.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
  });
  const failures = await focusObscured(page);
  await page.evaluate(() => document.body.removeAttribute('tabindex'));
  if ((await shown.count()) === 0) failures.push('the toast went before the tabbing was done');
  return failures.map((line) => `with a toast on screen, ${line}`);
}

/** 2.3.3: under reduced motion, nothing moves for longer than 10 ms. */
export const motion = async (page: Page) =>
  (await page.evaluate(() => a11y.motion())).map((l) => `reduced motion: ${l}`);

/** Text added to the page containing `text`, and whether a live region announced it. */
export const announced = (page: Page, text: string) =>
  page.evaluate(
    (wanted) => a11y.additions.filter((a) => a.text.includes(wanted)).some((a) => a.announced),
    text,
  );

export interface AuditOptions {
  /** Tab through the page (off where moving the focus would change the step). */
  tab?: boolean;
  /** A toast is on screen: tab through the page with it first (fails when there is none). */
  withToast?: boolean;
}

/** Every check on the page as it stands; each failure line begins with `where`. */
export async function audit(
  page: Page,
  where: string,
  options: AuditOptions = {},
): Promise<string[]> {
  const withToast = options.withToast ? await focusObscuredWithToast(page) : [];
  // The other checks see the step as it stands once the visitor has closed its toasts (a toast
  // waits while the window has no focus); the journeys check that each was announced.
  for (const close of await page.locator('.Toastify__toast button[aria-label="Close"]').all())
    await close.click().catch(() => {}); // gone by itself meanwhile
  await page.locator('.Toastify__toast').last().waitFor({ state: 'detached', timeout: 15_000 });
  const failures = [
    ...withToast,
    ...(await reflowAt320(page)),
    ...(await reflowAtLargeText(page)),
    ...(await clippedBySpacing(page)),
    ...(await smallTargets(page)),
    ...(await motion(page)),
    ...(await forcedColours(page)),
    ...(options.tab === false ? [] : await focusObscured(page)),
  ];
  return failures.map((f) => `${where} — ${f}`);
}
