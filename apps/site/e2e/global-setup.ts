import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's data folder (database files) and its log, for privacy scans; '' when external. */
    dataDir: string;
    serverLog: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Starts the production server (`npm start`'s server: built site + API on one origin) on a free
 * port with a throw-away data folder, unless E2E_BASE_URL points at one that is already running.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL);
    project.provide('dataDir', '');
    project.provide('serverLog', '');
    return async () => {};
  }
  const siteDir = path.join(root, 'apps/site/dist');
  if (!fs.existsSync(path.join(siteDir, 'index.html')))
    throw new Error('Build the site first (pnpm build)');
  const dataDir = fs.mkdtempSync(path.join(root, 'node_modules/.cache-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      SITE_DIR: siteDir,
      DATA_DIR: dataDir,
      // Every test comes from this one address, a whole campaign's worth in a few minutes: the
      // per-address limits (tested by the API's own suite) are raised so they never decide here.
      RATE_LIMIT_OTP: '10000',
      RATE_LIMIT_CAPTCHA: '10000',
      RATE_LIMIT_LEAD: '10000',
      RATE_LIMIT_ENQUIRY: '10000',
      RATE_LIMIT_UPLOAD: '10000',
      RATE_LIMIT_GENERAL: '100000',
      RATE_LIMIT_LOAN: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Everything the server writes, kept for the privacy scan (no full Aadhaar or PAN in the log).
  const serverLog = path.join(dataDir, 'server.log');
  const logFile = fs.createWriteStream(serverLog);
  child.stdout?.pipe(logFile);
  child.stderr?.pipe(logFile);
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 60_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const m = /http:\/\/localhost:(\d+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      log += c.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log}`));
    });
  });
  project.provide('baseURL', url);
  project.provide('dataDir', dataDir);
  project.provide('serverLog', serverLog);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
