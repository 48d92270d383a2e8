import { clippedTextProbe } from './clipped-text.ts';
import { forcedColoursProbe } from './forced-colours.ts';
import { motionProbe } from './motion.ts';
import { overlapProbe } from './overlap.ts';
import { pageTools } from './page-tools.ts';
import { recorders } from './recorders.ts';
import { reflowProbe } from './reflow.ts';
import { targetsProbe } from './targets.ts';

/** What the page answers on `window.a11y`: each probe answers the offending elements, named. */
export interface Probes {
  /** Elements past the side of their room, and whether the document scrolls sideways. */
  reflow(): { scrolls: string | null; offenders: string[] };
  /** Controls over the visible text of an element they do not hold. */
  overlaps(): string[];
  /** Text cut off by a box that hides its overflow (scrollers and visually hidden text excluded). */
  clippedText(): string[];
  /** Targets under 24 × 24 px whose 24 px circle meets another target or circle (2.5.8). */
  smallTargets(): string[];
  /** Controls with no visible edge (forced colours on), and those focused without an outline. */
  boundaries(): string[];
  focusIndicators(): string[];
  /** Elements with a transition or animation longer than 10 ms, and animations running. */
  motion(): string[];
  /** What the focus recorder found: focused controls wholly behind a fixed or sticky element. */
  obscured: string[];
  /** Every focus in order (named), to know when tabbing has come round. */
  focusTrail: string[];
  /** Text added to the page: whether it arrived in a live region that was there to announce it. */
  additions: { text: string; announced: boolean }[];
  name(element: Element): string;
}

/**
 * Every probe, as a script for a page (Playwright's `addInitScript`, so it survives navigations):
 * each probe's function is sent as its source text and called with the shared tools in the page.
 */
export const probeScript = `(() => {
  if (window.a11y) return;
  const tools = (${pageTools})();
  const forcedColours = (${forcedColoursProbe})(tools);
  window.a11y = {
    reflow: (${reflowProbe})(tools),
    overlaps: (${overlapProbe})(tools),
    clippedText: (${clippedTextProbe})(tools),
    smallTargets: (${targetsProbe})(tools),
    boundaries: forcedColours.boundaries,
    focusIndicators: forcedColours.focusIndicators,
    motion: (${motionProbe})(tools),
    ...(${recorders})(tools),
    name: tools.name,
  };
})();`;
