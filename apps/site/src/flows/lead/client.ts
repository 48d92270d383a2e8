import { type LeadRequest, submitLeadEndpoint } from '@company/forms/contracts';
import { call, genericFailure, type Result } from '../../lib/http.ts';

export type { LeadRequest };

/**
 * Posts a lead. Success only when the API says `data.success`; a missing or false flag is a
 * failure with the generic message.
 */
export async function submitLead(lead: LeadRequest): Promise<Result<{ id: string }>> {
  const result = await call(submitLeadEndpoint, lead);
  if (!result.ok) return result;
  if (result.data.data?.success !== true)
    return { ok: false, message: genericFailure, status: 200 };
  return { ok: true, data: { id: result.data.data.id ?? '' } };
}
