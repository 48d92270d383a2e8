import { type ChallengeAnswer, challengeEndpoint, type Endpoint } from '@company/forms/contracts';
import axios, { type AxiosRequestConfig, isAxiosError } from 'axios';

/**
 * The site's one HTTP client. Base URL from configuration (`VITE_API_BASE_URL`, by default the
 * site's own origin), a timeout, JSON in and out, and every answer turned into a typed result:
 * no call throws, so no failure goes unnoticed or unhandled.
 */
export type Result<T> = { ok: true; data: T } | { ok: false; message: string; status: number };

/** The message a visitor sees when the call fails for a reason they cannot fix. */
export const genericFailure = 'Something went wrong!';

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE_URL || '',
  timeout: 15_000,
  headers: { Accept: 'application/json' },
  withCredentials: true,
});

/** An API path as a URL the browser can load itself (an image, an audio file, a download). */
export const apiUrl = (path: string) => `${import.meta.env.VITE_API_BASE_URL || ''}${path}`;

/** The API's error body (`apps/api` answers `{ success: false, statusCode, error, message }`). */
interface ApiError {
  message?: unknown;
}

function failure(error: unknown): { ok: false; message: string; status: number } {
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const body = error.response?.data as ApiError | undefined;
    // 4xx answers carry a message meant for the visitor (the spec's wording); anything else —
    // a server error, a timeout, no network — gets the generic message.
    const message =
      status >= 400 && status < 500 && typeof body?.message === 'string' && body.message
        ? body.message
        : genericFailure;
    return { ok: false, message, status };
  }
  return { ok: false, message: genericFailure, status: 0 };
}

async function settle<T>(request: Promise<{ data: T }>): Promise<Result<T>> {
  try {
    return { ok: true, data: (await request).data };
  } catch (error) {
    return failure(error);
  }
}

type Target = string | Endpoint<unknown, unknown, unknown>;

const fetchChallenge = () => get<ChallengeAnswer>(challengeEndpoint.path);

/**
 * The call's config, with a solved challenge in its header when the endpoint's contract asks for
 * one (`challenged`); the solver (./challenge.ts) loads only then, with the flow that needs it.
 */
async function withChallenge(
  target: Target,
  body: unknown,
  config: AxiosRequestConfig | undefined,
): Promise<{ url: string; config?: AxiosRequestConfig } | Result<never>> {
  if (typeof target === 'string') return { url: target, config };
  const rule = target.challenge;
  if (!rule || (rule.when && !rule.when(body))) return { url: target.path, config };
  const { challengeHeaders } = await import('./challenge.ts');
  const solved = await challengeHeaders(fetchChallenge);
  if (!solved.ok) return solved;
  return {
    url: target.path,
    config: { ...config, headers: { ...config?.headers, ...solved.data } },
  };
}

/** Starts solving the next challenge ahead of time (a form's first focus), to hide its wait. */
export function prepareChallenge(): void {
  void import('./challenge.ts').then(({ prepare }) => prepare(fetchChallenge));
}

/** A POST to a path, or to an endpoint (its path; its challenge first, when it has one). */
export async function post<T>(target: Target, body: unknown, config?: AxiosRequestConfig) {
  const call = await withChallenge(target, body, config);
  if ('ok' in call) return call;
  return settle(http.post<T>(call.url, body, call.config));
}

export function get<T>(url: string, config?: AxiosRequestConfig) {
  return settle(http.get<T>(url, config));
}

export function put<T>(url: string, body: unknown, config?: AxiosRequestConfig) {
  return settle(http.put<T>(url, body, config));
}

/** The API's `{ success }` answer: a success only when it says `success: true`. */
export function confirmed<T extends { success?: boolean }>(result: Result<T>): Result<T> {
  return result.ok && result.data.success !== true
    ? { ok: false, message: genericFailure, status: 200 }
    : result;
}
