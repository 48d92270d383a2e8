/** The in-page probes of the checks beyond axe, shared by the site's suite and the stories'. */
export { overlapProbe } from './overlap.ts';
export { type PageTools, pageTools } from './page-tools.ts';
