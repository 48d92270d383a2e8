/**
 * Reflow checks of a rendered story (WCAG 1.4.10 and 1.4.4), run in the browser after its play
 * function and axe: nothing may scroll sideways or be cut at the edge of a narrow viewport, nor
 * with the text at 200 %; at 320 px no control may cover another element's text. The probes are
 * the site's end-to-end suite's own (@company/testing/a11y), run here in the story's page.
 */
import { overlapProbe, pageTools, reflowProbe } from '@company/testing/a11y';

/** The conditions each story is laid out in, the same as the site's end-to-end suite. */
export const reflowConditions = [
  // At 320 px, also no control over another element's text (the carousel's play button once was).
  { name: '320 px', width: 320, height: 640, rootFontSize: '', overlap: true },
  { name: '200 % text at 412 px', width: 412, height: 915, rootFontSize: '200%', overlap: false },
] as const;

export type ReflowCondition = (typeof reflowConditions)[number];

/**
 * `parameters.reflow` of a story. A story meant to be wide (a grid of every state side by side)
 * opts out with `{ disable: 'why' }`; the component's own stories never do.
 */
export interface ReflowParameters {
  disable?: string;
}

const tools = pageTools();
const reflow = reflowProbe(tools);
const overlaps = overlapProbe(tools);

/**
 * What fails in `condition` as the story stands: what sticks out past the page's gutter (the body's
 * padding; a fixed dialog or toast past the viewport), a box scrolling sideways inside, the page
 * scrolling sideways, and at 320 px a control over another element's text.
 */
export function reflowFailures(condition: ReflowCondition): string[] {
  const { scrolls, offenders } = reflow();
  return [
    ...offenders,
    // Said only when nothing else is: what sticks out is what makes the page scroll.
    ...(offenders.length === 0 && scrolls ? [scrolls] : []),
    ...(condition.overlap ? overlaps().map((line) => `overlap: ${line}`) : []),
  ];
}

/** Two frames: resize observers and the renders they cause have run. */
export const settled = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
