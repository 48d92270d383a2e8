import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'visual',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    // Pictures are taken on several pages at once (VISUAL_PAGES per width, see visual.test.ts).
    maxConcurrency: 8,
  },
});
