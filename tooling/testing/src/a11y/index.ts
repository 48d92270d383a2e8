/**
 * The in-page probes of the accessibility checks beyond axe, shared by the site's end-to-end suite
 * (all of them, sent to each page as `probeScript`) and the stories' check (reflow and overlap,
 * called in the story's own page).
 */
export { type Probes, probeScript } from './install.ts';
export { overlapProbe } from './overlap.ts';
export { type PageTools, pageTools } from './page-tools.ts';
export { reflowProbe } from './reflow.ts';
