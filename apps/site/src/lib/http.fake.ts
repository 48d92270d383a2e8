import { type AxiosAdapter, AxiosError } from 'axios';
import { http } from './http.ts';

/** For tests: the HTTP client's answers without a server. */

const original = http.defaults.adapter;

/** Makes every call of the one HTTP client answer `status` with `data`. */
export function answer(status: number, data: unknown): void {
  http.defaults.adapter = (async (config) => {
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, undefined, response);
    return response;
  }) as AxiosAdapter;
}

/** Puts the real adapter back. */
export function restoreHttp(): void {
  http.defaults.adapter = original;
}
