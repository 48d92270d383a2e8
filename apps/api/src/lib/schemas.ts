/**
 * JSON-schema fragments of the answers shared by the route schemas (they also feed the OpenAPI
 * document). Request bodies are declared in their endpoint's contract (`@company/forms`).
 */

/** A field's JSON Schema: a scalar type by name ('date-time' is a string in that format), or any schema. */
export type Field =
  | 'string'
  | 'boolean'
  | 'integer'
  | 'number'
  | 'date-time'
  | Record<string, unknown>;

function field(spec: Field) {
  if (spec === 'date-time') return { type: 'string', format: 'date-time' };
  return typeof spec === 'string' ? { type: spec } : spec;
}

/**
 * An object answer written compactly: `shape({ id: 'string', at: 'date-time', data: shape({…}) }, ['id'])`
 * gives `{ type: 'object', required: ['id'], properties: { id: { type: 'string' }, … } }`.
 */
export function shape(fields: Record<string, Field>, required?: readonly string[]) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, field(spec)]),
  );
  return { type: 'object', ...(required ? { required: [...required] } : {}), properties };
}

/** An array answer of one item's schema. */
export function listOf(item: Field) {
  return { type: 'array', items: field(item) };
}

export const successOnly = shape({ success: 'boolean', message: 'string' }, ['success']);

/** A `{ success, message }` answer. */
export const messageAnswer = shape({ success: 'boolean', message: 'string' });

/** A provider's or the desk's event answer: `{ success, applied }`. */
export const appliedAnswer = shape({ success: 'boolean', applied: 'boolean' });

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
  return shape({ success: 'boolean', data: { type: 'object', ...data } }, ['success', 'data']);
}

/** 400 and 429 answers every validated route may give. */
export const errors = { 400: errorResponse, 429: errorResponse } as const;

/** Route schema of a result lookup (its body from the contract): `{ success, message, data }`, or 404. */
export function orderResultSchema(summary: string, data: Record<string, unknown>) {
  return {
    tags: ['mandate and payment'],
    summary,
    response: {
      200: shape({ success: 'boolean', message: 'string', data }),
      ...errors,
      404: errorResponse,
    },
  };
}
