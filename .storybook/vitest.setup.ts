import { beforeEach } from 'vitest';
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Moves the real mouse away from the story (see vitest.config.ts). */
    parkPointer: () => Promise<void>;
  }
}

beforeEach(async () => {
  await commands.parkPointer();
});
