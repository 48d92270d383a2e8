import { execFileSync } from 'node:child_process';
import { ensureBrowser } from './browser.mjs';

/**
 * How every browser test, benchmark and Lighthouse run here starts Chromium: the build the repository
 * pins (see browser.mjs), unpacked on first use; nothing is downloaded at run time, nothing phones home.
 * CHROMIUM_PATH points at another build for a one-off check; the visual baselines then refuse to
 * compare and say why.
 */
const pinned = ensureBrowser();

export const chromiumPath: string = process.env.CHROMIUM_PATH ?? pinned.executablePath;

/** Environment of the browser process: the pinned font configuration (and libraries, where needed). */
export const chromiumEnv: Record<string, string> = {
  ...(process.env as Record<string, string>),
  ...pinned.env,
};

/** `chromium --version` of the browser in use, e.g. "Chromium 153.0.8010.0". */
export const chromiumVersion: string = process.env.CHROMIUM_PATH
  ? execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', env: chromiumEnv }).trim()
  : pinned.version;

/** The repository's fonts the browser falls back to, e.g. "dejavu-fonts-ttf 2.37.3". */
export const chromiumFonts: string = pinned.fonts;

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

/** Playwright's launch options for the pinned browser. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
  env: chromiumEnv,
};
