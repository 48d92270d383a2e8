import { chromiumLaunchOptions } from '@company/testing/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { storyDependencies } from './main.ts';

const dirname = import.meta.dirname;

/**
 * Moves the real mouse to the viewport's far corner. The headless browser's pointer starts at (0, 0),
 * where the test runner draws the story, so a story would begin "hovered" (a carousel holds its
 * rotation on hover) unless the pointer is parked first.
 */
const parkPointer: BrowserCommand<[]> = async ({ page }) => {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(size.width - 1, size.height - 1);
};

export default defineProject({
  plugins: [storybookTest({ configDir: dirname })],
  // Vite would otherwise discover these on the first cold run and reload the page mid-test.
  optimizeDeps: { include: storyDependencies },
  test: {
    name: 'storybook',
    setupFiles: [`${dirname}/vitest.setup.ts`],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
      commands: { parkPointer },
    },
  },
});
