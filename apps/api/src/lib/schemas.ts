/** JSON-schema fragments shared by the route schemas (they also feed the OpenAPI document). */

export const MOBILE10 = '^[6-9][0-9]{9}$';
/** Letters in words separated by single spaces. */
export const PERSON_NAME = '^[A-Za-z]+(?: [A-Za-z]+)*$';
export const EMAIL =
  "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$";
export const LAN = '^[A-Za-z0-9]{11,30}$';
export const PAN = '^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$';
export const OTP = '^[0-9]{6}$';
/** Free text without control characters or angle brackets. */
export const SAFE_TEXT = '^[^<>\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F]*$';

export const str = (extra: Record<string, unknown> = {}) => ({ type: 'string', ...extra }) as const;

export const successOnly = {
  type: 'object',
  required: ['success'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
} as const;

export const errorResponse = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    field: { type: 'string' },
    message_code: { type: 'string' },
  },
} as const;

/** A `{ success, data }` answer; `data` is the given schema (an object unless it says). */
export function successWithData(data: Record<string, unknown>) {
  return {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { type: 'boolean' }, data: { type: 'object', ...data } },
  };
}

/** 400 and 429 answers every validated route may give. */
export const errors = { 400: errorResponse, 429: errorResponse } as const;

export function body(
  required: readonly string[],
  properties: Record<string, unknown>,
): Record<string, unknown> {
  return { type: 'object', required, additionalProperties: false, properties };
}

/** Route schema of a result lookup by `{ order_id }`: `{ success, message, data }`, or 404. */
export function orderResultSchema(summary: string, data: Record<string, unknown>) {
  return {
    tags: ['mandate and payment'],
    summary,
    body: {
      type: 'object',
      required: ['order_id'],
      properties: {
        order_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
      },
    },
    response: {
      200: {
        type: 'object',
        properties: { success: { type: 'boolean' }, message: { type: 'string' }, data },
      },
      ...errors,
      404: errorResponse,
    },
  };
}
