import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../src/config.ts';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `node apps/api/src/server.ts` as the site's end-to-end tests do, and waits for its line.
 * `script` runs another server that prints the same line (the benchmark's anchor); `nodeArgs`
 * go to node (a CPU profile).
 */
export function startServer(
  env: Record<string, string | undefined>,
  timeoutMs = 30_000,
  {
    script = 'apps/api/src/server.ts',
    nodeArgs = [],
  }: { script?: string; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const childEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env })) {
    if (v !== undefined) childEnv[k] = v;
  }
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Company site and API: (http:\/\/localhost:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!.replace('localhost', '127.0.0.1'), output: () => out, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${out}`));
    });
  });
}

export async function stop(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}
