import type { AnyObject, ObjectSchema } from 'yup';
import type { RequestBodySchema } from './wire.ts';

export type HttpMethod = 'GET' | 'POST';

/**
 * One API endpoint as both sides see it: where it is, what it takes, what it answers and, where a
 * form feeds it, the schema that checks the form's values. The API route, the site's client and
 * the package components read the same record, so a path or a type is written once.
 */
export interface Endpoint<Request, Answer, Schema = undefined> {
  readonly method: HttpMethod;
  /** Absolute path on the API's origin (`:name` marks a path parameter). */
  readonly path: string;
  /** The schema that checks the form values behind the request, when there is one. */
  readonly schema: Schema;
  /** Type only, never set: the request body (or `void` for a GET). */
  readonly request?: Request;
  /** Type only, never set: the answer body of a 200. */
  readonly answer?: Answer;
  /** The request body's JSON Schema (wire.ts): what the API accepts, written once. */
  readonly body?: RequestBodySchema;
  /** The spec's message for each body field the JSON Schema refuses (`_default` for the rest). */
  readonly fieldMessages?: Readonly<Record<string, string>>;
  /** The call needs a solved challenge in the `X-Challenge` header (challenge.ts). */
  readonly challenge?: ChallengeRule<Request>;
}

/** When a challenged endpoint asks for the solved challenge: always, unless this says otherwise. */
export interface ChallengeRule<Request = unknown> {
  /** A verified customer (the care OTP's cookie) is spared it. */
  readonly unlessCareProof?: boolean;
  /**
   * Only a request this answers true for needs one. It sees the body before any check (the API
   * asks before validating), so it must hold for any value. (A method, so that an endpoint of
   * any request type still passes where `Endpoint<unknown, …>` is asked for.)
   */
  when?(request: Request): boolean;
}

/** The request body type of an endpoint. */
export type RequestOf<E> = E extends Endpoint<infer Request, unknown, unknown> ? Request : never;
/** The 200 answer body type of an endpoint. */
export type AnswerOf<E> = E extends Endpoint<unknown, infer Answer, unknown> ? Answer : never;

/**
 * An endpoint record. Give the request and answer types, and the schema's type with the schema:
 * `endpoint<LeadRequest, LeadAnswer, typeof leadSchema>('POST', path, leadSchema)`.
 */
export function endpoint<
  Request,
  Answer,
  Schema extends ObjectSchema<AnyObject> | undefined = undefined,
>(
  method: HttpMethod,
  path: string,
  ...schema: Schema extends undefined ? [] : [Schema]
): Endpoint<Request, Answer, Schema> {
  return { method, path, schema: schema[0] as Schema };
}

/**
 * The same endpoint with its request body declared: the API validates with `body`, and answers a
 * refused field with its message from `fieldMessages`.
 */
export function withBody<Request, Answer, Schema>(
  record: Endpoint<Request, Answer, Schema>,
  body: RequestBodySchema,
  fieldMessages?: Readonly<Record<string, string>>,
): Endpoint<Request, Answer, Schema> {
  return { ...record, body, ...(fieldMessages ? { fieldMessages } : {}) };
}

/**
 * The same endpoint, marked as needing a solved challenge: the API's check, the site's client and
 * the tests all read this mark.
 */
export function challenged<Request, Answer, Schema>(
  record: Endpoint<Request, Answer, Schema>,
  rule: ChallengeRule<Request> = {},
): Endpoint<Request, Answer, Schema> {
  return { ...record, challenge: rule };
}

/** Answers any route may give. */
export const apiMessages = {
  tooManyRequests: (seconds: number) =>
    `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  serverError: 'Something went wrong! Please try again later.',
  invalidJson: 'Body is not valid JSON',
  jsonOnly: 'Please send the request as JSON (Content-Type: application/json).',
  crossSite: 'This request must come from this site.',
  captchaGone: 'This captcha has expired. Please load a new one.',
  challengeFailed:
    'We could not check that this request came from your browser. Please reload the page and try again.',
  invalidSignature: 'Invalid signature',
  callbackAmount: 'The amount does not match the order.',
  idempotencyKey: 'The Idempotency-Key header must be 16 to 100 letters, digits, - or _.',
  idempotencyReused: 'This Idempotency-Key was used for a different request.',
  idempotencyInProgress: 'Your request is still being processed. Please wait a moment.',
  noRoute: (method: string, path: string) => `No route ${method} ${path}`,
  /** The server's own refusals, before any route: they repeat nothing of the request. */
  requestTooLarge: 'Request is too large',
  addressTooLong: 'The address of this request is too long.',
  headersTooLarge: 'The headers of this request are too large.',
  unreadableRequest: 'This request could not be read.',
  requestTimeout: 'The request took too long to arrive.',
} as const;

/** The body of every error answer (4xx, 5xx). */
export interface ApiErrorBody {
  success: false;
  statusCode: number;
  error?: string;
  /** Meant for the visitor, in the spec's wording. */
  message: string;
  /** The request field the message is about, when there is one (`address.house` for nested ones). */
  field?: string;
  message_code?: string;
  /** The same words as `message`, under the name the spec's enquiry page reads. */
  errorMsg: string;
}

/** `{ success, message? }`: the answer of a route that only confirms. */
export interface Confirmation {
  success: boolean;
  message?: string;
}

/** `{ success, data }`: the answer of a route that returns data. */
export interface WithData<Data> {
  success: boolean;
  message?: string;
  data: Data;
}

/**
 * An endpoint's path with each `:name` filled from `params` (encoded), for a link or a request:
 * `pathOf(paymentReceiptEndpoint, { orderId })`. A missing value is a bug, so it throws.
 */
export function pathOf(
  endpoint: { readonly path: string } | string,
  params: Readonly<Record<string, string>> = {},
): string {
  const path = typeof endpoint === 'string' ? endpoint : endpoint.path;
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`No value for :${name} of ${path}`);
    return encodeURIComponent(value);
  });
}
