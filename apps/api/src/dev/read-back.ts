import { jsonPatterns } from '@company/forms/contracts';
import { badRequest } from '../lib/http.ts';
import { errors } from '../lib/schemas.ts';

/** What the read-backs answer to a bad query (development only: no visitor sees them). */
export const devMessages = {
  phone: 'phone must be a 10-digit mobile number starting with 6-9, e.g. ?phone=9876543210',
  phoneRequired: 'phone is required, e.g. ?phone=9876543210',
  email: 'email must be a valid e-mail address, e.g. ?email=asha.patil@example.com',
  limit: 'limit must be a number from 1 to 200',
  emailOrPhone: 'give ?email= or ?phone= (a 10-digit mobile number)',
  lan: 'lan must be a loan account number, e.g. ?lan=TW0000100001',
} as const;

const MAX_ROWS = 200;

export const phoneParam = {
  type: 'string',
  pattern: jsonPatterns.mobile10,
  description: '10-digit mobile number',
};
export const emailParam = { type: 'string', maxLength: 254, pattern: jsonPatterns.email };
const limitParam = {
  type: 'string',
  pattern: '^[0-9]{1,3}$',
  description: `at most this many rows (default 50, at most ${MAX_ROWS})`,
};
export const messages = {
  _default: 'Invalid query: see /api/docs for the parameters of this route',
  'phone:required': devMessages.phoneRequired,
  phone: devMessages.phone,
  email: devMessages.email,
  limit: devMessages.limit,
};
const createdAt = { type: 'string', format: 'date-time' };
export const nullableString = { type: 'string', nullable: true };

export function rowLimit(limit: string | undefined): number {
  const n = limit === undefined ? 50 : Number(limit);
  if (!Number.isInteger(n) || n < 1 || n > MAX_ROWS) throw badRequest(devMessages.limit, 'limit');
  return n;
}

/** Route schema of a read-back: its query parameters and `{ [list]: item[] }`, newest first. */
export function readBackSchema(options: {
  summary: string;
  query: Record<string, unknown>;
  required?: string[];
  list: string;
  item: { required: string[]; properties: Record<string, unknown> };
}) {
  return {
    tags: ['development'],
    summary: `${options.summary}, newest first (development only)`,
    querystring: {
      type: 'object',
      required: options.required ?? [],
      additionalProperties: false,
      properties: { ...options.query, limit: limitParam },
    },
    response: {
      200: {
        type: 'object',
        required: [options.list],
        properties: {
          [options.list]: {
            type: 'array',
            items: {
              type: 'object',
              ...options.item,
              properties: {
                id: { type: 'string' },
                ...options.item.properties,
                created_at: createdAt,
              },
            },
          },
        },
      },
      ...errors,
      404: errors[400],
    },
  };
}

/** Row ids as strings (bigserial) and times as ISO 8601. */
export function plain<T extends { id: string | number; created_at: Date }>(row: T) {
  return { ...row, id: String(row.id), created_at: row.created_at.toISOString() };
}
