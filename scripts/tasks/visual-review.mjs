// `pnpm test:visual:review`: opens the review page the last visual check wrote. On a laptop it opens
// in the default browser; where there is no display (CI, a remote shell) it prints the page's path
// and file URL. `--serve` serves it on a local port instead (forward the port to look from afar);
// `--print` only prints.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@company/testing/static-server';

const outputDir = path.resolve(import.meta.dirname, '../../.storybook/visual/__diff__');
const page = path.join(outputDir, 'review.html');
const shown = path.relative(process.cwd(), page);

if (!fs.existsSync(page)) {
  console.error(
    'No review page: the last visual check found no change, or has not run. Run pnpm test:visual.',
  );
  process.exit(1);
}
console.info(`Review page: ${shown}\n             ${pathToFileURL(page).href}`);

if (process.argv.includes('--serve')) {
  const server = await serveStatic(outputDir);
  console.info(`Serving it at ${server.url}/review.html (Ctrl-C stops).`);
} else if (!process.argv.includes('--print')) {
  const opener = pageOpener();
  if (opener) {
    const child = spawn(opener[0], [...opener.slice(1), page], { detached: true, stdio: 'ignore' });
    child.once('error', () => console.info('Could not open a browser: open the file URL above.'));
    child.unref();
  } else
    console.info(
      'Nothing here opens a browser (no display, or CI): open the file URL above, or run pnpm test:visual:review --serve.',
    );
}

/** The desktop's "open this file" command, when there is a desktop to open it on. */
function pageOpener() {
  if (process.env.CI) return undefined;
  if (process.platform === 'darwin') return ['open'];
  const display = process.env.DISPLAY || process.env.WAYLAND_DISPLAY;
  const found = spawnSync('sh', ['-c', 'command -v xdg-open'], { stdio: 'ignore' }).status === 0;
  return display && found ? ['xdg-open'] : undefined;
}
