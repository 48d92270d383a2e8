import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'consumer',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // A behaviour, not a speed: a busy CI machine may take more than poll's default 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
