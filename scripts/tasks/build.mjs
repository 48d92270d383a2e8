// Builds what `npm start` serves: the site (against the workspace sources of the packages),
// pre-rendered, in each of its languages. Per language: client build, server build, then every
// route of the route table written as HTML (apps/site/scripts/prerender.ts); the English run
// also writes sitemap.xml (both languages) and robots.txt. The Hindi build (`--mode hi`) reads
// the Hindi content modules and writes its pages under dist/hi (docs/i18n.md).
import { must } from '../lib/proc.mjs';

for (const language of ['en', 'hi']) {
  const mode = language === 'en' ? [] : ['--mode', language];
  const started = performance.now();
  await must('vite', ['build', 'apps/site', ...mode, '--logLevel', 'warn']);
  await must('vite', [
    'build',
    'apps/site',
    ...mode,
    '--ssr',
    'src/app/entry-server.tsx',
    '--logLevel',
    'warn',
  ]);
  await must('node', ['apps/site/scripts/prerender.ts', language]);
  console.info(`site (${language}) built in ${Math.round(performance.now() - started)} ms`);
}
