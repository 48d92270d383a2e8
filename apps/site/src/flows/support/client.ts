import {
  type Confirmation,
  type ContactRequest,
  submitContactEndpoint,
} from '@company/forms/contracts';
import { call, confirmed, type Result } from '../../lib/http.ts';

/** A call request of the customer support form, stored as a contact request. */
export type SupportRequest = ContactRequest;

export async function submitSupportRequest(body: SupportRequest): Promise<Result<Confirmation>> {
  return confirmed(await call(submitContactEndpoint, body));
}
