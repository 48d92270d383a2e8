// Builds what `npm start` serves: the site (against the workspace sources of the packages).
import { must } from '../lib/proc.mjs';

await must('vite', ['build', 'apps/site', '--logLevel', 'warn']);
