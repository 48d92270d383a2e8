import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'visual',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
