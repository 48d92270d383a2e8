import { describe, expect, it } from 'vitest';
import * as contracts from '../src/contracts/index.ts';

describe('the challenge marks', () => {
  it('challengedEndpoints lists exactly the endpoints marked challenged', () => {
    const marked = Object.values(contracts).filter(
      (value) => typeof value === 'object' && value !== null && 'challenge' in value,
    );
    expect(new Set(contracts.challengedEndpoints)).toEqual(new Set(marked));
    expect(marked.map((e) => (e as { path: string }).path).sort()).toEqual([
      '/api/v1/bb/my-loan/send-otp',
      '/api/v1/bb/payments/create-order',
      '/api/v1/bb/request/submit-request',
      '/api/v1/bb/request/upload-document',
      '/api/v1/bb/service-requests/track/send-otp',
      '/api/v1/bb/users/career',
      '/api/v1/bb/users/contact-us',
      '/api/v1/bb/users/product-queries',
      '/api/v1/bb/users/send-otp',
      '/api/v1/bb/users/validate-lan',
      '/api/v1/enquiry/pre-qualification',
    ]);
  });

  it('spares the verified customer only on the care steps that have a care proof', () => {
    const spared = contracts.challengedEndpoints.filter((e) => e.challenge?.unlessCareProof);
    expect(spared).toEqual([contracts.submitServiceRequestEndpoint, contracts.uploadLinkEndpoint]);
  });

  it('asks no challenge to read back an own upload, and one for anything else sent there', () => {
    const when = contracts.uploadLinkEndpoint.challenge?.when;
    expect(when?.({ method: 'get', id: 'up_1' })).toBe(false);
    expect(when?.({ method: 'put', journey: 'career' })).toBe(true);
    expect(when?.({ method: 'other' } as never)).toBe(true);
    expect(when?.(undefined as never)).toBe(true);
  });

  it('puts the proof-of-work and its solution in one header value', () => {
    const challenge = {
      parameters: {
        algorithm: 'SHA-256',
        nonce: 'ab',
        salt: 'cd',
        cost: 1,
        keyLength: 32,
        keyPrefix: 'ef',
      },
      signature: '01',
    };
    const value = contracts.proofOfWorkHeader(challenge, { counter: 7, derivedKey: 'ef00' });
    expect(JSON.parse(atob(value))).toEqual({
      challenge,
      solution: { counter: 7, derivedKey: 'ef00' },
    });
  });
});
