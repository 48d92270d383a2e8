/**
 * JSON-schema fragments of the answers shared by the route schemas (they also feed the OpenAPI
 * document). Request bodies are declared in their endpoint's contract (`@company/forms`).
 */

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

/** Route schema of a result lookup (its body from the contract): `{ success, message, data }`, or 404. */
export function orderResultSchema(summary: string, data: Record<string, unknown>) {
  return {
    tags: ['mandate and payment'],
    summary,
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
