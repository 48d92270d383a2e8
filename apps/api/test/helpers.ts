import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type ChallengeAnswer,
  challengedEndpoints,
  challengeEndpoint,
  challengeHeader,
  proofOfWorkHeader,
} from '@company/forms/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/index.ts';

export const HIGH_LIMITS = {
  RATE_LIMIT_OTP: '100000',
  RATE_LIMIT_CAPTCHA: '100000',
  RATE_LIMIT_LEAD: '100000',
  RATE_LIMIT_ENQUIRY: '100000',
  RATE_LIMIT_UPLOAD: '100000',
  RATE_LIMIT_GENERAL: '100000',
  RATE_LIMIT_LOAN: '100000',
};

/** A fresh database for one test file: PGlite from the template dump, or a copy of the template database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `api_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString() });
    const close = handle.close;
    handle.close = async () => {
      await close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
    return handle;
  }
  const dump = fs.readFileSync(inject('templatePath'));
  return openDatabase({ kind: 'pglite-memory' }, { loadDataDir: new Blob([dump]), migrate: false });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** A small proof-of-work for the tests: each solve is still real, only shorter. */
export const TEST_CHALLENGE = { CHALLENGE_MAX_NUMBER: '1000' };

export async function createTestApp(
  env: Record<string, string> = {},
  database?: DatabaseHandle,
  options: { solveChallenges?: boolean } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...HIGH_LIMITS,
    ...TEST_CHALLENGE,
    ...env,
  });
  const ownDb = !database;
  const db = database ?? (await openTestDatabase());
  const app = await buildApp(config, { database: db });
  if (options.solveChallenges !== false) solveChallengesFor(app);
  return {
    app,
    database: db,
    db: db.db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      if (ownDb) await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Makes temporary folders for one test file; they are removed after its tests. */
export function tempDirs(prefix = 'api-db-'): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
}

/** Test values of the secrets production refuses to start without. */
export const PRODUCTION_SECRETS = {
  // Our own secrets carry 32 random bytes each in production (openssl rand -hex 32).
  SIGNING_KEY: '9f2c4e7a1b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8',
  STORAGE_SIGNING_KEY: '4a7d1e0b9c8f2a3b6e5d4c1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b',
  PAYMENT_CALLBACK_SECRET: 'c3e1a9f7d5b3a1e9c7f5d3b1a9e7c5f3d1b9a7e5c3f1d9b7a5e3c1f9d7b5a3e1',
  MANDATE_CALLBACK_SECRET: '5b9e2d6a0f4c8b1e5a9d3c7f0b4e8a2d6c0f3b7e1a5d9c2f6b0e4a8d1c5f9b3e',
  LENDER_USER_ID: 'u',
  LENDER_PASSWORD: 'p',
  LENDER_CLIENT_ID: 'c',
  LENDER_CLIENT_SECRET: 's',
  LENDER_HMAC_SECRET: 'h',
  CHANNEL_ID_KEY: 'ab'.repeat(32),
};

/** The app as NODE_ENV=production builds it (no development routes), on an open database. */
export async function buildProductionApp(database: DatabaseHandle): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'api-production-test'),
    SEED: 'false',
    // A staging deployment: every provider is still a sandbox.
    ALLOW_SANDBOX_PROVIDERS: 'messaging,payments,mandates,lender,service-desk,lms',
    API_DOCS: 'on',
    ...TEST_CHALLENGE,
    ...PRODUCTION_SECRETS,
  });
  const app = await buildApp(config, { database });
  solveChallengesFor(app);
  return app;
}

/** A JSON POST through the app's inject. */
export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

/** Cookie header value from a response's set-cookie headers, merged into an existing jar. */
export function cookieJar(
  jar: Record<string, string>,
  setCookie: string | string[] | undefined,
): Record<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const next = { ...jar };
  for (const c of list) {
    const [pair] = c.split(';');
    const eq = pair!.indexOf('=');
    next[pair!.slice(0, eq).trim()] = pair!.slice(eq + 1).trim();
  }
  return next;
}

export function cookieHeader(jar: Record<string, string>): string {
  return Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

export const INJECTIONS = [
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u0024{jndi:ldap://x}',
  '"; DROP TABLE leads; --',
];

/** The UPI route's create-plan body for a loan (the spec's fields). */
export function upiPlan(lan: string, overrides: Record<string, string> = {}) {
  return {
    requestId: '20260101120000',
    emiAmount: '4100.00',
    endDate: '20-11-2027',
    loanAmount: '95000.00',
    leadId: '',
    lan,
    mode: 'upi',
    source: 'BB_WEB_USER',
    url: 'http://localhost/mandate-registration-response',
    ...overrides,
  };
}

const challengedRoutes = new Set(challengedEndpoints.map((e) => `${e.method} ${e.path}`));

/** A fresh challenge from the app, solved as the site's client solves it: the header's value. */
export async function solvedChallenge(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: challengeEndpoint.path });
  const data = (res.json() as ChallengeAnswer).data;
  if (data.provider !== 'altcha') throw new Error(`no proof-of-work to solve: ${res.body}`);
  const solution = await solveChallenge({ challenge: data.challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return proofOfWorkHeader(data.challenge, solution);
}

/**
 * Every injected call to a challenged route (the contracts' mark) that names no challenge of its
 * own gets a freshly solved one, so the API checks each for real; a test of the check itself
 * builds its app with `solveChallenges: false` or sends its own header.
 */
export function solveChallengesFor(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions) => ReturnType<typeof app.inject>;
  const withChallenge = async (options: InjectOptions) => {
    const url = String(options.url ?? '').split('?')[0];
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    const named = Object.keys(headers).some(
      (h) => h.toLowerCase() === challengeHeader.toLowerCase(),
    );
    if (!named && challengedRoutes.has(`${String(options.method ?? 'GET').toUpperCase()} ${url}`)) {
      headers[challengeHeader] = await solvedChallenge(app);
    }
    return inject({ ...options, headers });
  };
  app.inject = withChallenge as unknown as typeof app.inject;
}

/** A solved challenge from a running server (`baseUrl`), for calls made with fetch. */
export async function solvedChallengeAt(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}${challengeEndpoint.path}`);
  const data = ((await res.json()) as ChallengeAnswer).data;
  if (data.provider !== 'altcha') throw new Error('no proof-of-work to solve');
  const solution = await solveChallenge({ challenge: data.challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return proofOfWorkHeader(data.challenge, solution);
}

/**
 * A quick-payment captcha and its answer, read from the development outbox (where the sandbox
 * captcha provider files what it drew), for tests that go past the captcha to what follows it.
 */
export async function solvedPaymentCaptcha(
  app: FastifyInstance,
): Promise<{ captchaId: string; answer: string }> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/bb/payments/captcha' });
  const { captchaId } = res.json().data;
  const outbox = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${captchaId}&channel=captcha`,
  });
  return { captchaId, answer: outbox.json().messages[0].code };
}
