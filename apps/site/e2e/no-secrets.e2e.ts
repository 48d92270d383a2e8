import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The built site, as the server sends it to browsers.
const dist = path.resolve(import.meta.dirname, '../dist');
const apiConfig = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../api/src/config.ts'),
  'utf8',
);

/** The API's development secrets: the string values of its DEV_SECRETS object. */
function devSecrets(): string[] {
  const block = /const DEV_SECRETS[^{]*\{([\s\S]*?)\n\};/.exec(apiConfig)?.[1];
  if (!block) throw new Error('DEV_SECRETS not found in apps/api/src/config.ts');
  // Short values (the sandbox user id 'website') are ordinary words, not secrets to look for.
  return [...block.matchAll(/:\s*'([^']+)'/g)]
    .map((m) => m[1] as string)
    .filter((v) => v.length >= 12);
}

/** Secret names of the API's environment (SIGNING_KEY, LENDER_CLIENT_SECRET, …). */
function secretEnvNames(): string[] {
  const block = /const SECRET_ENV[^{]*\{([\s\S]*?)\n\};/.exec(apiConfig)?.[1] ?? '';
  return [...block.matchAll(/:\s*'([A-Z_]+)'/g)].map((m) => m[1] as string);
}

const patterns: [string, RegExp][] = [
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['JSON web token', /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ['bearer token', /Bearer\s+[A-Za-z0-9._~+/-]{20,}/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  [
    'secret assigned',
    /(?:secret|password|passwd|api[_-]?key|client[_-]?secret|token)["'`]?\s*[:=]\s*["'`][^"'`\s]{8,}["'`]/i,
  ],
  ['AES key (64 hex)', /\b[0-9a-f]{64}\b/i],
];

/**
 * Public constants of libraries that look like assigned secrets: prop-types' marker string
 * (downshift's source map carries prop-types' source), not a credential of ours or anyone's.
 */
const publicConstants = ['SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED'];

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => /\.(js|mjs|map|html|css|json|txt|xml|svg)$/.test(f));
}

describe('no secret in the browser', () => {
  it('the built site holds none of the API’s development secrets, no key, token or assigned secret', () => {
    const secrets = devSecrets();
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    const names = secretEnvNames();
    expect(names).toContain('LENDER_CLIENT_SECRET');
    const scanned = files(dist);
    expect(scanned.length).toBeGreaterThan(20);
    const findings: string[] = [];
    for (const file of scanned) {
      const text = fs.readFileSync(file, 'utf8');
      const where = path.relative(dist, file);
      for (const secret of secrets)
        if (text.includes(secret))
          findings.push(`${where}: development secret ${secret.slice(0, 6)}…`);
      for (const name of names)
        if (text.includes(name)) findings.push(`${where}: secret name ${name}`);
      for (const [label, re] of patterns) {
        const all = new RegExp(re.source, `${re.flags}g`);
        const m = [...text.matchAll(all)].find(
          (match) => !publicConstants.some((constant) => match[0].includes(constant)),
        );
        if (m) findings.push(`${where}: ${label}: ${m[0].slice(0, 40)}`);
      }
    }
    console.info(
      `scanned ${scanned.length} files of apps/site/dist for secrets: ${findings.length} findings`,
    );
    expect(findings).toEqual([]);
  });
});

describe('the secret scanner', () => {
  it('recognises what it looks for', () => {
    const samples = [
      '-----BEGIN RSA PRIVATE KEY-----',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
      'Authorization: Bearer abcdefghijklmnopqrstuvwxyz012345',
      'AKIAIOSFODNN7EXAMPLE',
      'clientSecret:"s3cr3t-value-123"',
      '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
    ];
    for (const sample of samples) {
      expect(
        patterns.some(([, re]) => re.test(sample)),
        sample,
      ).toBe(true);
    }
    expect(devSecrets()).toContain('sandbox-client-secret');
  });
});
