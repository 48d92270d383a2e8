import type { ServiceRequest } from '@company/forms/contracts';
import { type Field, listOf, shape, successWithData } from '../lib/schemas.ts';

/** JSON schemas of the customer-care routes (they also feed the OpenAPI document). */

export const listResponse = (item: Record<string, Field>) => successWithData(listOf(shape(item)));

export const loanItem = {
  loan_account_no: { type: 'string' },
  vehicle_number: { type: ['string', 'null'] },
  customer_name: { type: 'string' },
  email: { type: ['string', 'null'] },
  phone: { type: 'string' },
  status: { type: 'string', description: "'A' active, 'C' closed" },
};

export const submitResponse = shape(
  {
    success: 'boolean',
    message: 'string',
    message_code: 'string',
    data: shape({ message_code: 'string', Ticket: 'string', message: 'string' }),
  },
  ['success', 'message'],
);

/** The spec's client wraps the payload as `details`; TLS replaces its browser-side AES. */
export type SubmitBody = ServiceRequest & { details?: ServiceRequest };
