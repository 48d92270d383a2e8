import { genericFailure, post, type Result } from './http.ts';

/** The lead request of the Apply Now dialog (§3). */
export interface LeadRequest {
  name: string;
  phone: string;
  /** The product title. */
  product_type: string;
}

interface LeadResponse {
  success: boolean;
  data?: { success?: boolean; id?: string };
}

/**
 * Posts a lead. Success only when the API says `data.success` (§7); a missing or false flag is a
 * failure with 'Something went wrong!' (§8).
 */
export async function submitLead(lead: LeadRequest): Promise<Result<{ id: string }>> {
  const result = await post<LeadResponse>('/api/v1/bb/users/product-queries', lead);
  if (!result.ok) return result;
  if (result.data.data?.success !== true)
    return { ok: false, message: genericFailure, status: 200 };
  return { ok: true, data: { id: result.data.data.id ?? '' } };
}
