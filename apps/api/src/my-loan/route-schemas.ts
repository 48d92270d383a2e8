import { errorResponse, errors } from '../lib/schemas.ts';

export const lanParams = {
  type: 'object',
  required: ['lan'],
  properties: { lan: { type: 'string', minLength: 1, maxLength: 30 } },
} as const;

/** What every session route may answer besides its 200. */
export const myLoanErrors = {
  ...errors,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  503: errorResponse,
} as const;
