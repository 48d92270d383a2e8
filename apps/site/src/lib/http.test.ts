import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, restoreHttp } from './http.fake.ts';
import { genericFailure, http, post } from './http.ts';

afterEach(restoreHttp);

describe('the HTTP client', () => {
  it('turns a success into { ok: true, data }', async () => {
    answer(200, { success: true });
    expect(await post('/x', {})).toEqual({ ok: true, data: { success: true } });
  });

  it('keeps the API’s message of a 4xx and hides a 5xx behind the generic one', async () => {
    answer(400, { success: false, message: 'Please enter a valid 10-digit mobile number' });
    expect(await post('/x', {})).toEqual({
      ok: false,
      status: 400,
      message: 'Please enter a valid 10-digit mobile number',
    });
    answer(500, { message: 'internal detail' });
    expect(await post('/x', {})).toEqual({ ok: false, status: 500, message: genericFailure });
  });

  it('turns a network error into status 0 and the generic message', async () => {
    http.defaults.adapter = (async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    }) as AxiosAdapter;
    expect(await post('/x', {})).toEqual({
      ok: false,
      status: 0,
      message: 'Something went wrong!',
    });
  });
});
