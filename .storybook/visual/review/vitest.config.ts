import { defineProject } from 'vitest/config';

// The visual check's review page and accept command, on tiny PNG fixtures: a unit phase, no browser.
export default defineProject({
  test: { name: 'visual-review', environment: 'node', include: ['*.test.ts'] },
});
