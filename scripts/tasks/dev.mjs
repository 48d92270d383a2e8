// `pnpm dev`: Vite with HMR on http://localhost:3000 (PORT overrides), the API on API_PORT (3001)
// restarted on change, `/api` proxied from Vite to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('node', ['--watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('vite', ['apps/site', '--port', process.env.PORT ?? '3000', '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const c of children)
  c.once('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
