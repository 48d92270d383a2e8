import crypto from 'node:crypto';
import {
  apiMessages,
  type ChallengeAnswer,
  challengedEndpoints,
  challengeEndpoint,
  challengeHeader,
  type ProofOfWorkChallenge,
  proofOfWorkHeader,
  submitLeadEndpoint,
  uploadLinkEndpoint,
} from '@company/forms/contracts';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signToken } from '../../src/lib/crypto.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

const lead = { name: 'Pow Test', phone: '9876543210', product_type: 'New Two-Wheeler Loan' };

async function issue(app: FastifyInstance): Promise<ProofOfWorkChallenge> {
  const res = await app.inject({ method: 'GET', url: challengeEndpoint.path });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const data = (res.json() as ChallengeAnswer).data;
  if (data.provider !== 'altcha') throw new Error('expected the proof-of-work');
  return data.challenge;
}

async function solve(challenge: ProofOfWorkChallenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return solution;
}

function postLead(app: FastifyInstance, header?: string) {
  return app.inject({
    method: 'POST',
    url: submitLeadEndpoint.path,
    payload: lead,
    headers: header === undefined ? {} : { [challengeHeader]: header },
  });
}

describe('the proof-of-work on challenged routes', () => {
  let t: TestApp;
  const wins: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { solveChallenges: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    console.info(
      `challenge attacks that won: ${Object.entries(wins)
        .map(([attack, rate]) => `${attack} ${rate}`)
        .join(', ')}`,
    );
    await t.close();
  });

  async function leadsStored(): Promise<number> {
    const row = await t.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('name', '=', lead.name)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Runs an attack `tries` times; each must be refused with the one error shape, storing nothing. */
  async function attack(name: string, tries: number, header: () => Promise<string | undefined>) {
    const before = await leadsStored();
    let won = 0;
    for (let i = 0; i < tries; i++) {
      const res = await postLead(t.app, await header());
      if (res.statusCode === 200) won++;
      else {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          success: false,
          statusCode: 403,
          error: 'Forbidden',
          message: apiMessages.challengeFailed,
          errorMsg: apiMessages.challengeFailed,
        });
      }
    }
    wins[name] = `${won}/${tries}`;
    expect(won).toBe(0);
    expect(await leadsStored()).toBe(before);
  }

  it('accepts a solved challenge once', async () => {
    const challenge = await issue(t.app);
    const header = proofOfWorkHeader(challenge, await solve(challenge));
    expect((await postLead(t.app, header)).statusCode).toBe(200);
  });

  it('refuses a call with no solution, on every challenged route, before reading its body', async () => {
    await attack('none', 10, async () => undefined);
    for (const e of challengedEndpoints) {
      const res = await t.app.inject({ method: e.method, url: e.path, payload: {} });
      expect(res.statusCode, e.path).toBe(403);
      expect(res.json().message, e.path).toBe(apiMessages.challengeFailed);
    }
  });

  it('refuses forged solutions: junk, a guessed counter, tampered parameters, a challenge signed elsewhere', async () => {
    await attack('junk', 10, async () => crypto.randomBytes(300).toString('base64'));
    await attack('guessed counter', 10, async () => {
      const challenge = await issue(t.app);
      const derivedKey = crypto.randomBytes(32).toString('hex');
      return proofOfWorkHeader(challenge, { counter: crypto.randomInt(1000), derivedKey });
    });
    await attack('easier prefix', 10, async () => {
      // The signed prefix swapped for one nibble: a solve in a few tries, if the API believed it.
      const challenge = await issue(t.app);
      const easier = {
        ...challenge,
        parameters: { ...challenge.parameters, keyPrefix: '0', keySignature: undefined },
      };
      return proofOfWorkHeader(easier, await solve(easier));
    });
    await attack('signed with SIGNING_KEY itself', 5, async () => {
      // The API signs with keys derived from SIGNING_KEY, never the key itself.
      const secret = t.config.secrets.signingKey;
      const own = (await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: 5,
        deriveKey,
        expiresAt: new Date(Date.now() + 60_000),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: secret,
      })) as ProofOfWorkChallenge;
      return proofOfWorkHeader(own, await solve(own));
    });
  });

  it('refuses a solution used a second time, on this instance or another on the same database', async () => {
    const other = await createTestApp({}, t.database, { solveChallenges: false });
    try {
      const challenge = await issue(t.app);
      const header = proofOfWorkHeader(challenge, await solve(challenge));
      expect((await postLead(t.app, header)).statusCode).toBe(200);
      await attack('replayed', 5, async () => header);
      const before = await leadsStored();
      expect((await postLead(other.app, header)).statusCode).toBe(403);
      wins['replayed on another instance'] = '0/1';
      // Two at once: exactly one is accepted.
      const fresh = await issue(t.app);
      const twin = proofOfWorkHeader(fresh, await solve(fresh));
      const both = await Promise.all([postLead(t.app, twin), postLead(other.app, twin)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      wins['replayed in parallel'] = '0/1';
      expect(await leadsStored()).toBe(before + 1);
    } finally {
      await other.app.close();
    }
  });

  it('refuses a solution after its challenge expired (5 minutes)', async () => {
    const challenge = await issue(t.app);
    const header = proofOfWorkHeader(challenge, await solve(challenge));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    await attack('expired', 1, async () => header);
  });

  it("refuses the solution of one challenge sent with another's", async () => {
    await attack('solution of another challenge', 10, async () => {
      const [a, b] = [await issue(t.app), await issue(t.app)];
      return proofOfWorkHeader(b, await solve(a));
    });
  });

  it('forgets used solutions once their challenge has expired', async () => {
    const challenge = await issue(t.app);
    expect(
      (await postLead(t.app, proofOfWorkHeader(challenge, await solve(challenge)))).statusCode,
    ).toBe(200);
    const { pruneChallengeUses } = await import('../../src/challenge/proof-of-work.ts');
    await t.db
      .updateTable('challenge_uses')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    await pruneChallengeUses(t.db);
    const left = await t.db.selectFrom('challenge_uses').selectAll().execute();
    expect(left).toEqual([]);
  });

  it('spares a verified customer (the care proof) on the care steps marked so, not on the others', async () => {
    const care = signToken(
      t.config.secrets.signingKey,
      { scope: 'care', phone: '9876543210' },
      600,
    );
    const cookie = `care_proof=${care}`;
    const upload = await t.app.inject({
      method: 'POST',
      url: uploadLinkEndpoint.path,
      payload: { method: 'put', journey: 'care' },
      headers: { cookie },
    });
    expect(upload.statusCode).toBe(200);
    const withoutProof = await t.app.inject({
      method: 'POST',
      url: uploadLinkEndpoint.path,
      payload: { method: 'put', journey: 'care' },
    });
    expect(withoutProof.statusCode).toBe(403);
    // Reading back an own upload stores nothing: no challenge (an unknown id: 404).
    const readBack = await t.app.inject({
      method: 'POST',
      url: uploadLinkEndpoint.path,
      payload: { method: 'get', id: 'up_unknown' },
    });
    expect(readBack.statusCode).toBe(404);
    const leadWithProof = await t.app.inject({
      method: 'POST',
      url: submitLeadEndpoint.path,
      payload: lead,
      headers: { cookie },
    });
    expect(leadWithProof.statusCode).toBe(403);
  });
});
