import type { ServiceRequest } from '@company/forms/contracts';
import { successWithData } from '../lib/schemas.ts';

/** JSON schemas of the customer-care routes (they also feed the OpenAPI document). */

export const listResponse = (item: Record<string, unknown>) =>
  successWithData({ type: 'array', items: { type: 'object', properties: item } });

export const loanItem = {
  loan_account_no: { type: 'string' },
  vehicle_number: { type: ['string', 'null'] },
  customer_name: { type: 'string' },
  email: { type: ['string', 'null'] },
  phone: { type: 'string' },
  status: { type: 'string', description: "'A' active, 'C' closed" },
};

export const submitResponse = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    message_code: { type: 'string' },
    data: {
      type: 'object',
      properties: {
        message_code: { type: 'string' },
        Ticket: { type: 'string' },
        message: { type: 'string' },
      },
    },
  },
};

/** The spec's client wraps the payload as `details`; TLS replaces its browser-side AES. */
export type SubmitBody = ServiceRequest & { details?: ServiceRequest };
