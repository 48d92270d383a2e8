import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { homeTileExamplesDefine } from './scripts/loan-examples-at-build.ts';
import { englishMessagesDefine } from './scripts/messages-at-build.ts';

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    __HOME_TILE_EXAMPLES__: homeTileExamplesDefine(),
    __ENGLISH_MESSAGES__: englishMessagesDefine(),
  },
  test: {
    name: 'site',
    environment: 'jsdom',
    css: true,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  },
});
