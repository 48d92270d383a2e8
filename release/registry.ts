import { spawn } from 'node:child_process';
import path from 'node:path';

export interface LocalRegistry {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  /** A publish token of a throwaway user, made for this run. */
  token: string;
  /** The lines a `.npmrc` needs to publish `@company/*` there and install it from there. */
  npmrc: string;
  close(): Promise<void>;
}

/**
 * A real npm registry (Verdaccio, in a process of its own) on loopback, storing in `dir`, with no uplink: it holds only
 * what is published to it, so an install that finds `@company/*` there found what this run
 * published. A throwaway user is added over the registry's own API, as `npm adduser` does.
 */
export async function startLocalRegistry(dir: string): Promise<LocalRegistry> {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'registry-process.ts'), dir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`the local registry stopped (${code})`)));
  });
  const url = `http://127.0.0.1:${port}/`;
  const user = `release-${process.pid}`;
  const res = await fetch(`${url}-/user/org.couchdb.user:${user}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: user, password: `pw-${Math.random().toString(36).slice(2)}` }),
  });
  const { token } = (await res.json()) as { token?: string };
  if (!res.ok || !token) throw new Error(`the local registry refused a user (${res.status})`);
  const host = url.replace(/^http:/, '');
  return {
    url,
    token,
    npmrc: `@company:registry=${url}\n${host}:_authToken=${token}\n`,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
