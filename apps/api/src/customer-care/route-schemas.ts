import { nocAddressLabels } from '@company/forms';
import type { ServiceRequest } from '@company/forms/contracts';
import { jsonPatterns } from '@company/forms/contracts';
import { successWithData } from '../lib/schemas.ts';

/** JSON schemas of the customer-care routes (they also feed the OpenAPI document). */

export const listResponse = (item: Record<string, unknown>) =>
  successWithData({ type: 'array', items: { type: 'object', properties: item } });

export const identityBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    phone: { type: ['string', 'null'], maxLength: 30 },
    lan: { type: ['string', 'null'], maxLength: 30 },
  },
} as const;

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

/** The NOC's dispatch address: every part as text, city and state replaced from the pincode. */
export const addressBody = {
  type: ['object', 'null'],
  properties: Object.fromEntries(
    Object.keys(nocAddressLabels).map((k) => [k, { type: 'string', maxLength: 200 }]),
  ),
} as const;

export const otpField = { type: 'string', pattern: jsonPatterns.otp6 } as const;

/** The spec's client wraps the payload as `details`; TLS replaces its browser-side AES. */
export type SubmitBody = ServiceRequest & { details?: ServiceRequest };
