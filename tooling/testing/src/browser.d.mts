/** How to launch the pinned Chromium (see browser.mjs). */
export interface PinnedBrowser {
  executablePath: string;
  /** `chromium --version`, e.g. "Chromium 153.0.8010.0". */
  version: string;
  /** The font package the browser falls back to, e.g. "dejavu-fonts-ttf 2.37.3". */
  fonts: string;
  /** FONTCONFIG_FILE, and LD_LIBRARY_PATH where the machine lacks a library. */
  env: Record<string, string>;
}
export function ensureBrowser(options?: { quiet?: boolean }): PinnedBrowser;
