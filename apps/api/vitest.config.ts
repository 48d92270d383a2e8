import { defineProject } from 'vitest/config';

// Some tests belong to one database only; they are left out, not skipped, on the other.
const onPostgres = Boolean(process.env.DATABASE_URL);
const embeddedOnly = ['test/db/db-embedded.test.ts'];
const postgresOnly = ['test/cross-cutting/two-instances.test.ts'];

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(onPostgres ? embeddedOnly : postgresOnly)],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
