import { endpoint, pathOf } from '@company/forms/contracts';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, restoreHttp } from './http.fake.ts';
import { call, genericFailure, http } from './http.ts';

afterEach(restoreHttp);

const x = endpoint<Record<string, never>, { success: boolean }>('POST', '/x');

describe('the HTTP client', () => {
  it('turns a success into { ok: true, data }', async () => {
    answer(200, { success: true });
    expect(await call(x, {})).toEqual({ ok: true, data: { success: true } });
  });

  it('keeps the API’s message of a 4xx and hides a 5xx behind the generic one', async () => {
    answer(400, { success: false, message: 'Please enter a valid 10-digit mobile number' });
    expect(await call(x, {})).toEqual({
      ok: false,
      status: 400,
      message: 'Please enter a valid 10-digit mobile number',
    });
    answer(500, { message: 'internal detail' });
    expect(await call(x, {})).toEqual({ ok: false, status: 500, message: genericFailure });
  });

  it('turns a network error into status 0 and the generic message', async () => {
    http.defaults.adapter = (async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    }) as AxiosAdapter;
    expect(await call(x, {})).toEqual({
      ok: false,
      status: 0,
      message: 'Something went wrong!',
    });
  });

  it('keeps the field a 4xx names, nested ones too', async () => {
    answer(400, {
      success: false,
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please enter House / Flat No.',
      errorMsg: 'Please enter House / Flat No.',
      field: 'address.house',
    });
    expect(await call(x, {})).toEqual({
      ok: false,
      status: 400,
      message: 'Please enter House / Flat No.',
      field: 'address.house',
    });
  });

  it('takes the method and the path from the contract, `:name` parameters filled and encoded', async () => {
    const seen: { method?: string; url?: string; data?: unknown }[] = [];
    http.defaults.adapter = (async (config) => {
      seen.push({ method: config.method, url: config.url, data: config.data });
      return { data: { success: true }, status: 200, statusText: '', headers: {}, config };
    }) as AxiosAdapter;
    const receipt = endpoint<void, { success: boolean }>('GET', '/api/v1/receipt/:orderId');
    await call(receipt, undefined, { params: { orderId: 'A/1 2' } });
    await call(x, {});
    expect(seen).toEqual([
      { method: 'get', url: '/api/v1/receipt/A%2F1%202', data: undefined },
      { method: 'post', url: '/x', data: '{}' },
    ]);
    expect(() => pathOf('/api/v1/receipt/:orderId')).toThrow(':orderId');
  });
});
