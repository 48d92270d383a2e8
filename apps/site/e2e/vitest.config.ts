import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A behaviour, not a speed: a busy CI machine may take more than poll's default 1 s.
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: false,
  },
});
