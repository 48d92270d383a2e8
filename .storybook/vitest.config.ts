import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { storyDependencies } from './main.ts';

const dirname = import.meta.dirname;

export default defineProject({
  plugins: [storybookTest({ configDir: dirname })],
  // Vite would otherwise discover these on the first cold run and reload the page mid-test.
  optimizeDeps: { include: storyDependencies },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
