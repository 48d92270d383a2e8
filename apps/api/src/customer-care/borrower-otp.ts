import type { FastifyInstance } from 'fastify';
import { otpFailureMessage } from '../otp/service.ts';
import { loanByAccount } from './queries.ts';

/**
 * A borrower's OTP checked for the mobile the identity names (a LAN: its loan's registered
 * mobile), as customer care and /my-loan sign a borrower in. A LAN's lookup runs whether or not a
 * loan has it, and a code exists only for a borrower's mobile, so every failure is one answer for
 * the same work.
 */
export async function checkBorrowerOtp(
  { db, config, services }: FastifyInstance['ctx'],
  identity: { mobile: string } | { lan: string },
  code: string,
): Promise<{ ok: true; phone: string } | { ok: false; message: string }> {
  const phone =
    'lan' in identity
      ? ((await loanByAccount(db, identity.lan, config.rateLimits.loan))?.phone ?? '')
      : identity.mobile;
  const result = await services.otp.verify('sms', phone, code, { oneAnswer: true });
  return result.ok ? { ok: true, phone } : { ok: false, message: otpFailureMessage(result.reason) };
}
