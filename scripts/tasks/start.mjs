// `npm start`: build the site, then serve it and the API on one origin (http://localhost:3000,
// PORT overrides) on the embedded defaults.
import path from 'node:path';
import { must, run } from '../lib/proc.mjs';

await must('node', ['scripts/tasks/build.mjs']);
const code = await run('node', ['apps/api/src/server.ts'], {
  env: {
    SITE_DIR: path.resolve('apps/site/dist'),
    PORT: process.env.PORT ?? '3000',
    HOST: process.env.HOST ?? '0.0.0.0',
  },
});
process.exit(code);
