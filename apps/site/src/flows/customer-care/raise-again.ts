/**
 * 'Raise another request' from a tracked ticket: what the care form opens with. It travels in
 * React Router's navigation state (the browser's history entry), never in the URL or storage.
 */
export interface RaiseAgain {
  /** `UserType.user_type` of the ticket ('customer', 'non-customer', …). */
  userType: string;
  mobile: string;
  requestTypeId: number;
  subRequestId: number;
}

const KEY = 'raiseAgain';

export const raiseAgainState = (prefill: RaiseAgain) => ({ [KEY]: prefill });

/** The prefill in a location's state, if it is one (anything else is ignored). */
export function raiseAgainOf(state: unknown): RaiseAgain | null {
  const value = (state as Record<string, unknown> | null)?.[KEY] as Partial<RaiseAgain> | undefined;
  if (!value || typeof value !== 'object') return null;
  const { userType, mobile, requestTypeId, subRequestId } = value;
  if (typeof userType !== 'string' || typeof mobile !== 'string') return null;
  if (!Number.isInteger(requestTypeId) || !Number.isInteger(subRequestId)) return null;
  return { userType, mobile, requestTypeId, subRequestId } as RaiseAgain;
}
