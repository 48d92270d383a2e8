import { defineProject } from 'vitest/config';

// The release proof: the maintainers' flow against a local registry (global setup), the published
// packages checked, and the consumer proofs installing them from that registry by version.
export default defineProject({
  test: {
    name: 'release',
    environment: 'node',
    include: ['*.test.ts', 'consumer/*.test.ts'],
    globalSetup: ['global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    // A behaviour, not a speed: a busy CI machine may take more than poll's default 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
