import type { FastifyReply, FastifyRequest } from 'fastify';
import { signToken, verifyToken } from './crypto.ts';

export const PROOF_TTL_SECONDS = 15 * 60;

export interface JourneyProof {
  scope: 'care' | 'mandate' | 'ticket';
  /** Verified mobile number (customer care) */
  phone?: string;
  /** Loan account looked up with captcha (mandate) */
  lan?: string;
  /** The one ticket the mobile's OTP proved (track a request) */
  ticket?: string;
  email?: string;
}

const COOKIE: Record<JourneyProof['scope'], string> = {
  care: 'care_proof',
  mandate: 'mandate_proof',
  ticket: 'ticket_proof',
};

/**
 * A verified step of a journey as a signed, short-lived, httpOnly cookie. It is stateless (HMAC
 * with the shared signing key), so every instance accepts what another one issued.
 */
export function setProof(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  proof: JourneyProof,
): void {
  reply.setCookie(COOKIE[proof.scope], signToken(key, { ...proof }, PROOF_TTL_SECONDS), {
    path: '/api/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: PROOF_TTL_SECONDS,
  });
}

export function readProof(
  request: FastifyRequest,
  key: string,
  scope: JourneyProof['scope'],
): JourneyProof | null {
  const proof = verifyToken<Record<string, unknown>>(key, request.cookies[COOKIE[scope]]);
  if (!proof || proof.scope !== scope) return null;
  return proof as unknown as JourneyProof;
}
