import { pauseAnimations } from 'storybook/preview-api';
import { afterEach, beforeEach } from 'vitest';
import { commands, page } from 'vitest/browser';
import { type ReflowParameters, reflowConditions, reflowFailures, settled } from './reflow.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Moves the real mouse away from the story (see vitest.config.ts). */
    parkPointer: () => Promise<void>;
  }
}

beforeEach(async () => {
  await commands.parkPointer();
});

interface StoryUnderTest {
  id: string;
  parameters: { layout?: 'padded' | 'centered' | 'fullscreen'; reflow?: ReflowParameters };
}

/**
 * After each story's play function and axe, the story as it was left is laid out again at 320 px
 * and with 200 % text at 412 px: nothing may stick out sideways (WCAG 1.4.10, 1.4.4), and at 320 px
 * no control may cover another element's text. The viewport, the root font size and the body's
 * padding are put back afterwards.
 */
afterEach(async (context) => {
  const story = (context as { story?: StoryUnderTest }).story;
  if (!story || context.task.result?.state === 'fail' || story.parameters.reflow?.disable) return;
  const root = document.documentElement;
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const { body } = document;
  // Storybook's layouts pad the story by 1rem (none when 'fullscreen'); the test runner does not.
  body.style.margin = '0';
  body.style.padding = story.parameters.layout === 'fullscreen' ? '0' : '1rem';
  // Every animation at its end, as axe sees it: a toast sliding in is not yet where it stays.
  const resumeAnimations = pauseAnimations();
  const failures: string[] = [];
  try {
    for (const condition of reflowConditions) {
      await page.viewport(condition.width, condition.height);
      root.style.fontSize = condition.rootFontSize;
      await settled();
      const found = reflowFailures(condition);
      if (found.length) failures.push(`at ${condition.name}:\n    ${found.join('\n    ')}`);
    }
  } finally {
    resumeAnimations();
    root.style.fontSize = '';
    body.style.margin = '';
    body.style.padding = '';
    // Back to the story's own size, and the resize events let through now: one arriving while the
    // next story mounts would close what it opens (a select's list closes on resize).
    await page.viewport(viewport.width, viewport.height);
    await settled();
  }
  if (failures.length)
    throw new Error(
      `${story.id} does not reflow (parameters.reflow.disable is only for a story meant to be wide):\n  ${failures.join('\n  ')}`,
    );
});
