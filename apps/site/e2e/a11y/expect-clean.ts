import { expect } from 'vitest';

/** Passes when no check failed; else fails with every failure on its own line. */
export function expectClean(failures: string[]): void {
  expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
}
