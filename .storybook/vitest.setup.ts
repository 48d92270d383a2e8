import { afterEach, beforeEach } from 'vitest';
import { commands, page } from 'vitest/browser';
import { overflowingElements, type ReflowParameters, reflowConditions, settled } from './reflow.ts';

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
 * and with 200 % text at 412 px: nothing may stick out sideways (WCAG 1.4.10, 1.4.4). The next
 * story sets its own viewport; the root font size is put back here.
 */
afterEach(async (context) => {
  const story = (context as { story?: StoryUnderTest }).story;
  if (!story || context.task.result?.state === 'fail' || story.parameters.reflow?.disable) return;
  const root = document.documentElement;
  const { body } = document;
  // Storybook's layouts pad the story by 1rem (none when 'fullscreen'); the test runner does not.
  body.style.margin = '0';
  body.style.padding = story.parameters.layout === 'fullscreen' ? '0' : '1rem';
  const failures: string[] = [];
  try {
    for (const condition of reflowConditions) {
      await page.viewport(condition.width, condition.height);
      root.style.fontSize = condition.rootFontSize;
      await settled();
      const found = overflowingElements();
      if (found.length) failures.push(`at ${condition.name}:\n    ${found.join('\n    ')}`);
    }
  } finally {
    root.style.fontSize = '';
    body.style.margin = '';
    body.style.padding = '';
  }
  if (failures.length)
    throw new Error(
      `${story.id} does not reflow (parameters.reflow.disable is only for a story meant to be wide):\n  ${failures.join('\n  ')}`,
    );
});
