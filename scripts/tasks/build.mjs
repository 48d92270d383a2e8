// Builds what `npm start` serves: the site (against the workspace sources of the packages),
// pre-rendered. Client build, server build, then every route of the route table written as HTML
// with sitemap.xml and robots.txt (apps/site/scripts/prerender.ts).
import { must } from '../lib/proc.mjs';

await must('vite', ['build', 'apps/site', '--logLevel', 'warn']);
await must('vite', [
  'build',
  'apps/site',
  '--ssr',
  'src/app/entry-server.tsx',
  '--logLevel',
  'warn',
]);
await must('node', ['apps/site/scripts/prerender.ts']);
