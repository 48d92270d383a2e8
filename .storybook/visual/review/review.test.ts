import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compare, pngSize } from '../compare.ts';
import { AcceptRefused, acceptPictures } from './accept.ts';
import { outputFiles, type Picture, pictureFile, readChanges, sha256 } from './changes.ts';
import { publishChanges } from './publish.ts';

const browser = { browser: 'Chromium 153.0.8010.0', fonts: 'dejavu-fonts-ttf 2.37.3' };

/** A tiny picture: 4×3 white, with the given pixels red. */
function tinyPng(red: [number, number][] = []): Buffer {
  const png = new PNG({ width: 4, height: 3 });
  png.data.fill(255);
  for (const [x, y] of red) {
    const i = (y * 4 + x) * 4;
    png.data[i + 1] = 0;
    png.data[i + 2] = 0;
  }
  return PNG.sync.write(png);
}

let dir: string;
let baselineDir: string;
let outputDir: string;
const dirs = () => ({ baselineDir, outputDir });

/** Records a new picture the way the visual check does: kept in the output folder and listed. */
function taken(storyId: string, theme: string, actual: Buffer, title = 'Components/Thing') {
  const file = pictureFile(storyId, theme, 412);
  const baseline = path.join(baselineDir, file);
  const out = outputFiles(outputDir, file);
  fs.mkdirSync(outputDir, { recursive: true });
  fs.writeFileSync(out.actual, actual);
  const common = { file, storyId, title, story: 'Primary', theme, width: 412, browser };
  if (!fs.existsSync(baseline))
    return { ...common, kind: 'new', actualSize: pngSize(actual) } satisfies Picture;
  const result = compare(fs.readFileSync(baseline), actual);
  fs.writeFileSync(out.diff, result.diff());
  return {
    ...common,
    kind: 'changed',
    changedPixels: result.changedPixels,
    baselineSize: result.baselineSize,
    actualSize: result.actualSize,
    baselineSha256: sha256(baseline),
  } satisfies Picture;
}

/** Every baseline file's content, to see which ones an accept changed. */
function snapshot(): Record<string, string> {
  return Object.fromEntries(
    fs.readdirSync(baselineDir).map((f) => [f, sha256(path.join(baselineDir, f))]),
  );
}

beforeEach(() => {
  // A temporary baselines folder: the real one is never touched.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-review-'));
  baselineDir = path.join(dir, 'baselines');
  outputDir = path.join(dir, '__diff__');
  fs.mkdirSync(baselineDir);
  fs.writeFileSync(path.join(baselineDir, 'browser.json'), JSON.stringify(browser));
  for (const file of ['story-a.412.png', 'story-a.volt.412.png', 'story-b.412.png'])
    fs.writeFileSync(path.join(baselineDir, file), tinyPng());
  publishChanges(outputDir, baselineDir, [
    taken('story-a', 'company', tinyPng([[1, 1]])),
    taken('story-a', 'volt', tinyPng([[2, 2]])),
    taken('story-b', 'company', tinyPng([[0, 0]]), 'Components/<Odd> & "Quoted"'),
    taken('story-new', 'company', tinyPng([[3, 2]])),
  ]);
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the review page', () => {
  const page = () => fs.readFileSync(path.join(outputDir, 'review.html'), 'utf8');
  const dataUrl = (file: string) =>
    `data:image/png;base64,${fs.readFileSync(file).toString('base64')}`;

  it('shows baseline, new picture and difference of each change, under a heading per story', () => {
    const html = page();
    expect(html).toContain('<h1>Visual changes to review</h1>');
    expect(html).toMatch(/<h2 id="story-story-a">Components\/Thing › Primary<\/h2>/);
    expect(html).toContain(
      '<h3 id="picture-0">412 px, company theme: 1 pixel differs (8.33 %)</h3>',
    );
    expect(html).toContain('412 px, volt theme: 1 pixel differs');
    const a = outputFiles(outputDir, 'story-a.412.png');
    expect(html).toContain(
      `alt="Baseline picture of Components/Thing › Primary at 412 px, company theme" src="${dataUrl(path.join(baselineDir, 'story-a.412.png'))}"`,
    );
    expect(html).toContain(
      `alt="New picture of Components/Thing › Primary at 412 px, company theme" src="${dataUrl(a.actual)}"`,
    );
    expect(html).toContain(
      `alt="Difference between baseline and new picture of Components/Thing › Primary at 412 px, company theme: changed pixels in red over a faded baseline" src="${dataUrl(a.diff)}"`,
    );
    // Titles are text, never markup.
    expect(html).toContain('Components/&lt;Odd&gt; &amp; &quot;Quoted&quot; › Primary');
  });

  it('has a labelled slider per changed picture, none for a new story', () => {
    const html = page();
    const sliders = [...html.matchAll(/<input type="range" id="(reveal-\d+)"/g)].map((m) => m[1]);
    expect(sliders).toEqual(['reveal-0', 'reveal-1', 'reveal-2']);
    for (const id of sliders) expect(html).toContain(`<label for="${id}">Compare:`);
    expect(html).toContain('412 px, company theme: new story, no baseline yet');
  });

  it('gives the command that accepts each picture, and the one that accepts all', () => {
    const html = page();
    expect(html).toContain('<code>pnpm test:visual:accept --all</code>');
    expect(html).toContain('<code>pnpm test:visual:accept story-a --width 412 --theme volt</code>');
    expect(html).toContain(
      '<code>pnpm test:visual:accept story-new --width 412 --theme company</code>',
    );
  });

  it('still builds when a baseline is gone since the run, and says so', () => {
    fs.rmSync(path.join(baselineDir, 'story-b.412.png'));
    publishChanges(outputDir, baselineDir, readChanges(outputDir));
    expect(page()).toContain(
      '<figcaption>Baseline</figcaption><p>The file is gone: run pnpm test:visual again.</p>',
    );
  });

  it('needs no network: nothing outside the file', () => {
    expect(page()).not.toMatch(/https?:\/\/|<link|src="(?!data:)|url\(/);
  });
});

describe('accepting', () => {
  it('copies one picture over its own baseline and touches no other', () => {
    const before = snapshot();
    const result = acceptPictures({ storyIds: ['story-a'], theme: 'volt', width: 412 }, dirs());
    expect(result).toEqual({ accepted: ['story-a.volt.412.png'], waiting: 3 });
    const after = snapshot();
    const changed = Object.keys(after).filter((f) => after[f] !== before[f]);
    expect(changed).toEqual(['story-a.volt.412.png']);
    expect(fs.readFileSync(path.join(baselineDir, 'story-a.volt.412.png'))).toEqual(
      tinyPng([[2, 2]]),
    );
    // Accepted pictures leave the output folder and the page; the others wait.
    expect(fs.existsSync(outputFiles(outputDir, 'story-a.volt.412.png').actual)).toBe(false);
    expect(readChanges(outputDir).map((p) => p.file)).toEqual([
      'story-a.412.png',
      'story-b.412.png',
      'story-new.412.png',
    ]);
    expect(fs.readFileSync(path.join(outputDir, 'review.html'), 'utf8')).not.toContain(
      'volt theme',
    );
  });

  it('accepts every theme and width of a story by its id, and a new story', () => {
    const before = snapshot();
    expect(acceptPictures({ storyIds: ['story-a', 'story-new'] }, dirs()).accepted).toEqual([
      'story-a.412.png',
      'story-a.volt.412.png',
      'story-new.412.png',
    ]);
    const after = snapshot();
    expect(Object.keys(after).filter((f) => after[f] !== before[f])).toEqual([
      'story-a.412.png',
      'story-a.volt.412.png',
      'story-new.412.png',
    ]);
  });

  it('accepts all, then leaves no review page', () => {
    expect(acceptPictures({ all: true }, dirs()).accepted).toHaveLength(4);
    expect(fs.readFileSync(path.join(baselineDir, 'story-b.412.png'))).toEqual(tinyPng([[0, 0]]));
    expect(fs.existsSync(path.join(outputDir, 'review.html'))).toBe(false);
    expect(() => acceptPictures({ all: true }, dirs())).toThrow(/No new pictures wait/);
  });

  it('refuses pictures taken by another browser build than the baselines, copying nothing', () => {
    fs.writeFileSync(
      path.join(baselineDir, 'browser.json'),
      JSON.stringify({ ...browser, browser: 'Chromium 154.0.1.0' }),
    );
    const before = snapshot();
    expect(() => acceptPictures({ all: true }, dirs())).toThrow(
      /taken with Chromium 153\.0\.8010\.0 and dejavu-fonts-ttf 2\.37\.3, but the baselines with Chromium 154\.0\.1\.0/,
    );
    expect(snapshot()).toEqual(before);
    expect(readChanges(outputDir)).toHaveLength(4);
  });

  it('refuses when the baseline changed since the picture was taken', () => {
    fs.writeFileSync(path.join(baselineDir, 'story-b.412.png'), tinyPng([[3, 0]]));
    expect(() => acceptPictures({ storyIds: ['story-b'] }, dirs())).toThrow(
      /story-b\.412\.png: its baseline changed since the picture was taken/,
    );
  });

  it('refuses a story with nothing waiting, and says what waits', () => {
    const refusal = () => acceptPictures({ storyIds: ['story-z'] }, dirs());
    expect(refusal).toThrow(AcceptRefused);
    expect(refusal).toThrow(/No new picture of story-z waits for review\. Waiting: story-a/);
    expect(() => acceptPictures({ storyIds: ['story-b'], width: 1280 }, dirs())).toThrow(
      /No new picture of story-b/,
    );
  });
});
