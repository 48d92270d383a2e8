import {
  apiMessages,
  challengedEndpoints,
  challengeEndpoint,
  challengeHeader,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http.ts';
import { readProof } from '../lib/proof.ts';
import { errors, shape } from '../lib/schemas.ts';
import type { ChallengeProvider } from '../providers/challenge.ts';

/**
 * The challenge every route its contract marks `challenged` asks for: one hook, before the body
 * is even checked, so that nothing of the route (not its validation either) answers a script
 * that has not paid for the call.
 */
export function installChallengeCheck(
  app: FastifyInstance,
  provider: ChallengeProvider,
  signingKey: string,
) {
  const rules = new Map(challengedEndpoints.map((e) => [`${e.method} ${e.path}`, e.challenge]));
  const header = challengeHeader.toLowerCase();
  app.addHook('preValidation', async (request) => {
    const rule = rules.get(`${request.method} ${request.routeOptions.url}`);
    if (!rule) return;
    if (rule.when && !rule.when(request.body as never)) return;
    if (rule.unlessCareProof && readProof(request, signingKey, 'care')?.phone) return;
    const value = request.headers[header];
    if (typeof value !== 'string' || !(await provider.verify(value, request.ip))) {
      throw new HttpError(403, apiMessages.challengeFailed);
    }
  });
}

export function challengeRoutes(provider: ChallengeProvider) {
  return async (app: FastifyInstance) => {
    app.get(
      challengeEndpoint.path,
      {
        // The 'general' class: issuing costs one hash, and the captcha's own allowance is left
        // whole for the pictures.
        config: { rateLimit: 'general' },
        schema: {
          tags: ['challenge'],
          summary: `A challenge to solve (or a hosted widget's site key) before a challenged call; its answer goes in the ${challengeHeader} header, single use`,
          response: {
            200: shape(
              {
                success: 'boolean',
                data: shape(
                  {
                    provider: { type: 'string', enum: ['altcha', 'turnstile', 'hcaptcha'] },
                    siteKey: 'string',
                    challenge: { type: 'object', additionalProperties: true },
                  },
                  ['provider'],
                ),
              },
              ['success', 'data'],
            ),
            429: errors[429],
          },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true, data: await provider.issue() };
      },
    );
  };
}
