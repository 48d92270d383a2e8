import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the visual check leaves for review in its git-ignored output folder: each new picture
 * (`<name>.actual.png`), its difference (`<name>.diff.png`), `changes.json` listing them, and the
 * review page built from those. `pnpm test:visual:accept` reads the same list, so accepting needs
 * no new run of the suite.
 */

export interface Browser {
  browser: string;
  fonts: string;
}

export interface Size {
  width: number;
  height: number;
}

export interface Picture {
  /** The baseline's file name, e.g. `components-button--primary.volt.412.png`. */
  file: string;
  storyId: string;
  /** Storybook's title and story name, e.g. "Components/Button" and "Primary". */
  title: string;
  story: string;
  theme: string;
  width: number;
  /** `new`: the story has no baseline yet; `resized`: the picture's size changed. */
  kind: 'changed' | 'resized' | 'new';
  /** Pixels that differ from the baseline (none for a new story). */
  changedPixels?: number;
  baselineSize?: Size;
  actualSize: Size;
  /** The baseline compared against: accepting refuses if it changed since. */
  baselineSha256?: string;
  /** The browser that took the new picture (as baselines/browser.json records one). */
  browser: Browser;
}

export const defaultTheme = 'company';
export const reviewPageName = 'review.html';
export const listName = 'changes.json';

/** The baseline's file name of one story at one width and theme. */
export function pictureFile(storyId: string, theme: string, width: number): string {
  return `${storyId}${theme === defaultTheme ? '' : `.${theme}`}.${width}.png`;
}

/** Where the new picture and the difference of one baseline file are kept. */
export function outputFiles(outputDir: string, file: string): { actual: string; diff: string } {
  const stem = path.join(outputDir, file.replace(/\.png$/, ''));
  return { actual: `${stem}.actual.png`, diff: `${stem}.diff.png` };
}

export function sha256(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** The exact command that accepts one picture, and the one that accepts all. */
export function acceptCommand(picture?: Pick<Picture, 'storyId' | 'width' | 'theme'>): string {
  return picture
    ? `pnpm test:visual:accept ${picture.storyId} --width ${picture.width} --theme ${picture.theme}`
    : 'pnpm test:visual:accept --all';
}

export function readChanges(outputDir: string): Picture[] {
  const file = path.join(outputDir, listName);
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { pictures: Picture[] }).pictures;
}

/** Deletes the kept pictures of these files; returns the pictures still waiting for review. */
export function forgetPictures(outputDir: string, files: ReadonlySet<string>): Picture[] {
  const kept: Picture[] = [];
  for (const picture of readChanges(outputDir)) {
    if (!files.has(picture.file)) {
      kept.push(picture);
      continue;
    }
    const { actual, diff } = outputFiles(outputDir, picture.file);
    fs.rmSync(actual, { force: true });
    fs.rmSync(diff, { force: true });
  }
  return kept;
}
