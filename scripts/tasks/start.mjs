// `npm start`: build the site, then serve it and the API on one origin (http://localhost:3000,
// PORT overrides) on the embedded defaults.
import path from 'node:path';
import { must, run } from '../lib/proc.mjs';

await must('node', ['scripts/tasks/build.mjs']);
const code = await run('node', ['apps/api/src/server.ts'], {
  env: {
    SITE_DIR: path.resolve('apps/site/dist'),
    PORT: process.env.PORT ?? '3000',
    // Only this machine unless HOST says otherwise: the development outbox holds every OTP.
    HOST: process.env.HOST ?? '127.0.0.1',
  },
});
process.exit(code);
