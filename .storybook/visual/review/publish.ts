import fs from 'node:fs';
import path from 'node:path';
import { listName, type Picture, reviewPageName } from './changes.ts';
import { reviewPage } from './page.ts';

/**
 * Writes the list and the review page for these pictures, or removes both when nothing waits
 * (a page about accepted changes would mislead). Returns the page's path, if there is one.
 */
export function publishChanges(
  outputDir: string,
  baselineDir: string,
  pictures: readonly Picture[],
): string | undefined {
  const page = path.join(outputDir, reviewPageName);
  const list = path.join(outputDir, listName);
  if (pictures.length === 0) {
    fs.rmSync(page, { force: true });
    fs.rmSync(list, { force: true });
    return undefined;
  }
  const sorted = [...pictures].sort((a, b) => a.file.localeCompare(b.file));
  fs.mkdirSync(outputDir, { recursive: true });
  fs.writeFileSync(list, `${JSON.stringify({ pictures: sorted }, null, 2)}\n`);
  fs.writeFileSync(page, reviewPage(sorted, { outputDir, baselineDir }));
  return page;
}
