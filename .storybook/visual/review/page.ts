import fs from 'node:fs';
import path from 'node:path';
import { acceptCommand, outputFiles, type Picture } from './changes.ts';
import { pageScript, pageStyle } from './page-assets.ts';

/**
 * The review page: one self-contained HTML file (pictures as data URLs, its own style and script),
 * so it opens from disk, from a CI artefact or over a forwarded port without any network.
 * Without script it still shows baseline, new picture and difference side by side; the script adds
 * the overlay slider (a labelled range input) and the copy buttons.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The picture inside the page; undefined when its file is gone (a baseline deleted since the run). */
const dataUrl = (file: string) =>
  fs.existsSync(file)
    ? `data:image/png;base64,${fs.readFileSync(file).toString('base64')}`
    : undefined;

const number = (n: number) => n.toLocaleString('en');

/** "412 px, company theme" */
const where = (p: Picture) => `${p.width} px, ${p.theme} theme`;

function verdict(p: Picture): string {
  if (p.kind === 'new') return 'new story, no baseline yet';
  const b = p.baselineSize ?? p.actualSize;
  const a = p.actualSize;
  const area = Math.max(a.width, b.width) * Math.max(a.height, b.height);
  const share = (((p.changedPixels ?? 0) / area) * 100).toFixed(2).replace(/\.?0+$/, '');
  const pixels = `${number(p.changedPixels ?? 0)} ${p.changedPixels === 1 ? 'pixel differs' : 'pixels differ'} (${share} %)`;
  if (p.kind === 'changed') return pixels;
  return `size changed from ${b.width}×${b.height} to ${a.width}×${a.height}; ${pixels}`;
}

function command(text: string, label: string): string {
  return `<div class="command"><code>${escapeHtml(text)}</code><button type="button" hidden data-copy="${escapeHtml(text)}" aria-label="${escapeHtml(label)}">Copy</button></div>`;
}

function figure(id: string, caption: string, alt: string, src: string | undefined): string {
  const picture = src
    ? `<img id="${id}" alt="${escapeHtml(alt)}" src="${src}">`
    : '<p>The file is gone: run pnpm test:visual again.</p>';
  return `<figure><figcaption>${escapeHtml(caption)}</figcaption>${picture}</figure>`;
}

function pictureBlock(p: Picture, n: number, dirs: { outputDir: string; baselineDir: string }) {
  const story = `${p.title} › ${p.story}`;
  const files = outputFiles(dirs.outputDir, p.file);
  const figures: string[] = [];
  if (p.kind !== 'new')
    figures.push(
      figure(
        `baseline-${n}`,
        'Baseline',
        `Baseline picture of ${story} at ${where(p)}`,
        dataUrl(path.join(dirs.baselineDir, p.file)),
      ),
    );
  figures.push(
    figure(`new-${n}`, 'New', `New picture of ${story} at ${where(p)}`, dataUrl(files.actual)),
  );
  if (p.kind !== 'new' && fs.existsSync(files.diff))
    figures.push(
      figure(
        `diff-${n}`,
        'Difference (changed pixels in red)',
        `Difference between baseline and new picture of ${story} at ${where(p)}: changed pixels in red over a faded baseline`,
        dataUrl(files.diff),
      ),
    );
  // The overlay reuses the pictures above (the script copies their source), so the file holds each once.
  const slider =
    p.kind === 'new'
      ? ''
      : `<div class="compare" hidden>
<label for="reveal-${n}">Compare: how much of the width shows the new picture over the baseline (0 % only the baseline, 100 % only the new picture)</label>
<input type="range" id="reveal-${n}" min="0" max="100" step="1" value="50">
<div class="stack"><img alt="" data-same-as="baseline-${n}"><div class="over"><img alt="" data-same-as="new-${n}"></div><div class="divider"></div></div>
</div>`;
  return `<article aria-labelledby="picture-${n}">
<h3 id="picture-${n}">${escapeHtml(where(p))}: ${escapeHtml(verdict(p))}</h3>
<div class="trio">${figures.join('')}</div>
${slider}
<p>Accept this picture only (<code>${escapeHtml(p.file)}</code>):</p>
${command(acceptCommand(p), `Copy the command that accepts ${story} at ${where(p)}`)}
</article>`;
}

/** The whole page for the pictures waiting for review, grouped by story. */
export function reviewPage(
  pictures: readonly Picture[],
  dirs: { outputDir: string; baselineDir: string },
): string {
  const stories = new Map<string, Picture[]>();
  for (const p of pictures) stories.set(p.storyId, [...(stories.get(p.storyId) ?? []), p]);
  const browsers = [
    ...new Set(pictures.map((p) => `${p.browser.browser} with ${p.browser.fonts}`)),
  ];
  let n = 0;
  const sections = [...stories].map(([storyId, shots]) => {
    const first = shots[0] as Picture;
    const heading = `${first.title} › ${first.story}`;
    return `<section aria-labelledby="story-${escapeHtml(storyId)}">
<h2 id="story-${escapeHtml(storyId)}">${escapeHtml(heading)}</h2>
<p>Story <code>${escapeHtml(storyId)}</code>, ${shots.length === 1 ? 'one picture' : `${shots.length} pictures`}.</p>
${shots.map((p) => pictureBlock(p, n++, dirs)).join('\n')}
</section>`;
  });
  const toc = [...stories]
    .map(([storyId, shots]) => {
      const first = shots[0] as Picture;
      const label = `${first.title} › ${first.story}: ${shots.map(where).join('; ')}`;
      return `<li><a href="#story-${escapeHtml(storyId)}">${escapeHtml(label)}</a></li>`;
    })
    .join('');
  const count = `${pictures.length === 1 ? 'One picture' : `${pictures.length} pictures`} of ${stories.size === 1 ? 'one story' : `${stories.size} stories`}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual changes to review: ${escapeHtml(count.toLowerCase())}</title>
<style>${pageStyle}</style>
</head>
<body>
<main>
<h1>Visual changes to review</h1>
<p>${escapeHtml(count)} differ from the committed baselines (taken with ${escapeHtml(browsers.join(', '))}). Accepting copies the new picture over its baseline; review the new PNGs in the pull request like code.</p>
<p>Accept every picture on this page:</p>
${command(acceptCommand(), 'Copy the command that accepts every picture')}
<p>Run the commands from the repository's root folder.</p>
<nav aria-label="Changed stories"><ul>${toc}</ul></nav>
<p role="status" class="status" aria-live="polite"></p>
${sections.join('\n')}
</main>
<script>${pageScript}</script>
</body>
</html>
`;
}
