import { careRouteMessages } from '@company/forms/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http.ts';
import { readProof } from '../lib/proof.ts';

/** The phone (and e-mail) verify-otp proved, from the care_proof cookie; 401 without it. */
export function requireCareProof(request: FastifyRequest, signingKey: string) {
  const proof = readProof(request, signingKey, 'care');
  if (!proof?.phone) throw new HttpError(401, careRouteMessages.verifyFirst);
  return proof as { phone: string; email?: string };
}
