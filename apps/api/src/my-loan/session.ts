import { myLoanRouteMessages } from '@company/forms/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { DB } from '../db/index.ts';
import { signToken, verifyToken } from '../lib/crypto.ts';
import { HttpError } from '../lib/http.ts';

/** The session ends after this long without a call (each call restarts it). */
export const SESSION_IDLE_SECONDS = 15 * 60;
const COOKIE = 'my_loan_session';
const PATH = '/api/v1/bb/my-loan/';

function cookieOptions(request: FastifyRequest, config: Config) {
  return {
    path: PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    // Always Secure in production, whatever the proxy says of the scheme.
    secure: config.env === 'production' || request.protocol === 'https',
  };
}

/**
 * Opens the borrower's session: a signed, stateless token (every instance accepts it) naming the
 * one mobile number the OTP proved.
 */
export function openSession(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  phone: string,
): void {
  reply.setCookie(
    COOKIE,
    signToken(config.secrets.signingKey, { scope: 'my-loan', phone }, SESSION_IDLE_SECONDS),
    { ...cookieOptions(request, config), maxAge: SESSION_IDLE_SECONDS },
  );
}

export function closeSession(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  reply.clearCookie(COOKIE, cookieOptions(request, config));
}

/**
 * The session's mobile, its idle time restarted by this call (a fresh token); 401 when there is
 * no session or it lapsed.
 */
export function requireSession(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): string {
  const token = verifyToken<{ scope?: string; phone?: string }>(
    config.secrets.signingKey,
    request.cookies[COOKIE],
  );
  if (token?.scope !== 'my-loan' || typeof token.phone !== 'string') {
    throw new HttpError(401, myLoanRouteMessages.sessionExpired);
  }
  openSession(request, reply, config, token.phone);
  return token.phone;
}

/** The loan, when it is one of the session mobile's; 403 otherwise (an unknown LAN too). */
export async function requireOwnLoan(db: DB, phone: string, lan: string): Promise<string> {
  const loan = await db
    .selectFrom('loans')
    .select('loan_account_no')
    .where('loan_account_no', '=', lan)
    .where('phone', '=', phone)
    .executeTakeFirst();
  if (!loan) throw new HttpError(403, myLoanRouteMessages.notYourLoan);
  return loan.loan_account_no;
}
