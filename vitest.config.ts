import { defineConfig } from 'vitest/config';

// One Vitest run, several projects. `npm test` runs them in phases (unit, stories, visual, e2e);
// `pnpm vitest --project ui` runs one.
export default defineConfig({
  test: {
    projects: [
      'packages/forms/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/site/vitest.config.ts',
      '.storybook/vitest.config.ts',
      '.storybook/visual/vitest.config.ts',
      '.storybook/visual/review/vitest.config.ts',
      'apps/site/e2e/vitest.config.ts',
      'release/vitest.config.ts',
    ],
  },
});
