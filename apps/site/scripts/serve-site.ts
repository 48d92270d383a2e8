// A built site served by the API (as `npm start` does) on a loopback port with a data folder of
// its own, for the scripts that time builds side by side.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export async function serveSite(dist: string, port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-main-thread-'));
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      SITE_DIR: path.resolve(dist),
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error(`the API did not start on ${url}`);
}
