/**
 * JSON-schema fragments shared by the route schemas (they also feed the OpenAPI document). Their
 * patterns come from `@company/forms` (`jsonPatterns`).
 */
import { jsonPatterns } from '@company/forms/contracts';

export const successOnly = {
  type: 'object',
  required: ['success'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
} as const;

export const errorResponse = {
  type: 'object',
  required: ['success', 'statusCode', 'message', 'errorMsg'],
  description:
    'Every error answer: the HTTP status as a number, the message meant for the visitor (also as errorMsg) and the request field it is about, when there is one (address.area for a nested one).',
  properties: {
    success: { type: 'boolean', enum: [false] },
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    errorMsg: { type: 'string' },
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

/** A JSON body's schema; OpenAPI 3.0 forbids an empty `required`, so none is written then. */
export function body(
  required: readonly string[],
  properties: Record<string, unknown>,
): Record<string, unknown> {
  return {
    type: 'object',
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
    properties,
  };
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
        order_id: { type: 'string', minLength: 1, maxLength: 64, pattern: jsonPatterns.orderId },
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
