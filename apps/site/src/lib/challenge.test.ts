import {
  apiMessages,
  challenged,
  challengeEndpoint,
  endpoint,
  submitLeadEndpoint,
} from '@company/forms/contracts';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeChallengeSecret, fakeChallenges, restoreHttp } from './http.fake.ts';
import { call, http } from './http.ts';

afterEach(restoreHttp);

describe('the challenge before a challenged call', () => {
  it('solves the proof-of-work and sends it in X-Challenge, one fresh solution per call', async () => {
    answer(200, { success: true, data: { success: true, id: '1' } });
    const before = fakeChallenges.sent.length;
    await call(submitLeadEndpoint, { name: 'A', phone: '9876543210', product_type: 'EV Rental' });
    await call(submitLeadEndpoint, { name: 'A', phone: '9876543210', product_type: 'EV Rental' });
    const sent = fakeChallenges.sent.slice(before);
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
    for (const header of sent) {
      const { challenge, solution } = JSON.parse(atob(header));
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: fakeChallengeSecret,
        hmacKeySignatureSecret: fakeChallengeSecret,
      });
      expect(result.verified).toBe(true);
    }
  });

  it('sends none to an endpoint its contract does not mark', async () => {
    answer(200, { success: true });
    const before = fakeChallenges.sent.length;
    await call(endpoint('POST', '/api/v1/unmarked'), {});
    expect(fakeChallenges.sent.length).toBe(before);
  });

  it('shows the contracts’ message when no challenge can be had, and makes no call', async () => {
    const calls: string[] = [];
    http.defaults.adapter = (async (config) => {
      calls.push(String(config.url));
      return {
        data: { success: true, data: { provider: 'unknown' } },
        status: 200,
        statusText: '',
        headers: {},
        config,
      };
    }) as AxiosAdapter;
    expect(await call(challenged(endpoint('POST', '/api/v1/marked')), {})).toEqual({
      ok: false,
      status: 403,
      message: apiMessages.challengeFailed,
    });
    expect(calls).toEqual([challengeEndpoint.path]);
  });
});
