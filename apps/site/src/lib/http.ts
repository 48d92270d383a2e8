import {
  type AnswerOf,
  type ApiErrorBody,
  challengeEndpoint,
  type Endpoint,
  pathOf,
  type RequestOf,
} from '@company/forms/contracts';
import axios, { type AxiosRequestConfig, isAxiosError } from 'axios';
import { pageLanguage } from './language.ts';
import { inPageLanguage } from './messages.ts';

/**
 * The site's one HTTP client. Base URL from configuration (`VITE_API_BASE_URL`, by default the
 * site's own origin), a timeout, JSON in and out, and every answer turned into a typed result:
 * no call throws, so no failure goes unnoticed or unhandled.
 */
export interface Failure {
  ok: false;
  message: string;
  status: number;
  /** The request field the API named (its wire name, `address.house` for a nested one). */
  field?: string;
}
export type Result<T> = { ok: true; data: T } | Failure;

/** The message a visitor sees when the call fails for a reason they cannot fix. */
export const genericFailure: string = inPageLanguage('Something went wrong!');

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE_URL || '',
  timeout: 15_000,
  // The page's language, not the browser's: the API answers in it, and a journey's SMS and
  // e-mails are sent in it (the API stores it with the journey).
  headers: { Accept: 'application/json', 'Accept-Language': pageLanguage },
  withCredentials: true,
});

/** An API path as a URL the browser can load itself (an image, an audio file, a download). */
export const apiUrl = (path: string) => `${import.meta.env.VITE_API_BASE_URL || ''}${path}`;

function failure(error: unknown): Failure {
  if (!isAxiosError(error)) return { ok: false, message: genericFailure, status: 0 };
  const status = error.response?.status ?? 0;
  const body = error.response?.data as Partial<Record<keyof ApiErrorBody, unknown>> | undefined;
  // 4xx answers carry a message meant for the visitor (the spec's wording) and the field it is
  // about; anything else — a server error, a timeout, no network — gets the generic message.
  if (status < 400 || status >= 500 || typeof body?.message !== 'string' || !body.message) {
    return { ok: false, message: genericFailure, status };
  }
  const field = typeof body.field === 'string' && body.field ? { field: body.field } : {};
  return { ok: false, message: body.message, status, ...field };
}

async function settle<T>(request: Promise<{ data: T }>): Promise<Result<T>> {
  try {
    return { ok: true, data: (await request).data };
  } catch (error) {
    return failure(error);
  }
}

/** What a call may add to its contract: the path's `:name` values and headers of its own. */
export interface CallOptions {
  params?: Readonly<Record<string, string>>;
  headers?: Readonly<Record<string, string>>;
}

type AnyEndpoint = Endpoint<unknown, unknown, unknown>;
/** A GET (or any request typed `void`) takes no body; every other call its contract's body. */
// biome-ignore lint/suspicious/noConfusingVoidType: the contracts type a request without a body `void`.
type Arguments<E> = [RequestOf<E>] extends [void]
  ? [body?: undefined, options?: CallOptions]
  : [body: RequestOf<E>, options?: CallOptions];

/**
 * Calls an endpoint as its contract declares it: its method, its path (`:name` parameters from
 * `options.params`), its body and answer types, and, when the contract marks it (`challenged`),
 * a solved challenge in its header first. The solver (./challenge.ts) loads only then, with the
 * flow that needs it; a challenge that cannot be had is the failure, and no call is made.
 */
export async function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[body, options = {}]: Arguments<E>
): Promise<Result<AnswerOf<E>>> {
  const headers: Record<string, string> = { ...options.headers };
  const rule = endpoint.challenge;
  if (rule && (!rule.when || rule.when(body))) {
    const { challengeHeaders } = await import('./challenge.ts');
    const solved = await challengeHeaders(fetchChallenge);
    if (!solved.ok) return solved;
    Object.assign(headers, solved.data);
  }
  return settle(
    http.request<AnswerOf<E>>({
      method: endpoint.method,
      url: pathOf(endpoint, options.params),
      ...(endpoint.method === 'GET' ? {} : { data: body }),
      headers,
    }),
  );
}

const fetchChallenge = () => call(challengeEndpoint);

/** Starts solving the next challenge ahead of time (a form's first focus), to hide its wait. */
export function prepareChallenge(): void {
  void import('./challenge.ts').then(({ prepare }) => prepare(fetchChallenge));
}

/**
 * A file PUT to the signed storage URL an upload link answered: not an API endpoint (the storage
 * chose the URL), so no contract; progress reported as a fraction.
 */
export function putFile(
  url: string,
  file: File,
  contentType: string,
  onProgress?: (fraction: number) => void,
): Promise<Result<unknown>> {
  const config: AxiosRequestConfig = {
    headers: { 'Content-Type': contentType },
    timeout: 60_000,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(event.loaded / event.total);
    },
  };
  return settle(http.put(url, file, config));
}

/** The API's `{ success }` answer: a success only when it says `success: true`. */
export function confirmed<T extends { success?: boolean }>(result: Result<T>): Result<T> {
  return result.ok && result.data.success !== true
    ? { ok: false, message: genericFailure, status: 200 }
    : result;
}
