import fs from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  forgetPictures,
  outputFiles,
  type Picture,
  readChanges,
  sha256,
} from './changes.ts';
import { publishChanges } from './publish.ts';

/** Which waiting pictures to accept: all, or some stories (optionally at one width and theme). */
export interface Selection {
  all?: boolean;
  storyIds?: readonly string[];
  width?: number;
  theme?: string;
}

/** A refusal: nothing was copied. */
export class AcceptRefused extends Error {}

function selected(picture: Picture, selection: Selection): boolean {
  if (selection.width !== undefined && picture.width !== selection.width) return false;
  if (selection.theme !== undefined && picture.theme !== selection.theme) return false;
  return selection.all === true || (selection.storyIds ?? []).includes(picture.storyId);
}

/** Why a picture may not replace its baseline now, if it may not. */
function objection(
  picture: Picture,
  baselineDir: string,
  outputDir: string,
  baselines?: Browser,
): string | undefined {
  const taken = picture.browser;
  if (!baselines)
    return 'the baselines record no browser (baselines/browser.json); re-take them all with pnpm test:visual:update';
  if (taken.browser !== baselines.browser || taken.fonts !== baselines.fonts)
    return `taken with ${taken.browser} and ${taken.fonts}, but the baselines with ${baselines.browser} and ${baselines.fonts}; re-take them all with pnpm test:visual:update and review every picture`;
  if (!fs.existsSync(outputFiles(outputDir, picture.file).actual))
    return 'its new picture is gone; run pnpm test:visual again';
  const baseline = path.join(baselineDir, picture.file);
  const current = fs.existsSync(baseline) ? sha256(baseline) : undefined;
  if (current !== picture.baselineSha256)
    return 'its baseline changed since the picture was taken; run pnpm test:visual again';
  return undefined;
}

/**
 * Copies the chosen new pictures over their baselines from the output folder, without taking any
 * picture again, and drops them from the review page. Every chosen picture is checked first, so a
 * refusal leaves every baseline as it was. Returns the accepted baseline files and what still waits.
 */
export function acceptPictures(
  selection: Selection,
  dirs: { outputDir: string; baselineDir: string },
): { accepted: string[]; waiting: number } {
  const waiting = readChanges(dirs.outputDir);
  if (waiting.length === 0)
    throw new AcceptRefused(
      'No new pictures wait for review: run pnpm test:visual first (it keeps what differs).',
    );
  if (!selection.all && !selection.storyIds?.length)
    throw new AcceptRefused('Say which stories to accept, or --all.');
  const chosen = waiting.filter((p) => selected(p, selection));
  const unknown = (selection.storyIds ?? []).filter((id) => !chosen.some((p) => p.storyId === id));
  if (chosen.length === 0 || unknown.length > 0) {
    const ids = [...new Set(waiting.map((p) => `${p.storyId} (${p.theme}, ${p.width} px)`))];
    throw new AcceptRefused(
      `No new picture of ${unknown.join(', ') || 'that selection'} waits for review. Waiting: ${ids.join('; ')}`,
    );
  }
  const browserFile = path.join(dirs.baselineDir, 'browser.json');
  const baselines = fs.existsSync(browserFile)
    ? (JSON.parse(fs.readFileSync(browserFile, 'utf8')) as Browser)
    : undefined;
  const refusals = chosen.flatMap((p) => {
    const why = objection(p, dirs.baselineDir, dirs.outputDir, baselines);
    return why ? [`${p.file}: ${why}`] : [];
  });
  if (refusals.length > 0)
    throw new AcceptRefused(`Nothing accepted.\n${refusals.map((r) => `  ${r}`).join('\n')}`);

  for (const p of chosen)
    fs.copyFileSync(
      outputFiles(dirs.outputDir, p.file).actual,
      path.join(dirs.baselineDir, p.file),
    );
  const left = forgetPictures(dirs.outputDir, new Set(chosen.map((p) => p.file)));
  publishChanges(dirs.outputDir, dirs.baselineDir, left);
  return { accepted: chosen.map((p) => p.file), waiting: left.length };
}
