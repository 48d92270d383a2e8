import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/** The one test app of a file: built before its tests, closed after them; filled in place so the file can hold it from the start. */
export function appForFile(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
  });
  afterAll(() => t.close());
  return t;
}
