import { submitServiceRequestEndpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { errorResponse, errors } from '../lib/schemas.ts';
import { type SubmitBody, submitResponse } from './route-schemas.ts';
import { submitRequest } from './service-request.ts';

/** The service request's route: the spec's wire shape, then the request step. */
export async function careSubmitRoutes(app: FastifyInstance) {
  app.post<{ Body: SubmitBody }>(
    submitServiceRequestEndpoint.path,
    {
      preValidation: async (request) => {
        // The spec's client wraps the payload as `details`; TLS replaces its browser-side AES.
        const b = request.body as SubmitBody | undefined;
        if (b && typeof b === 'object' && b.details && typeof b.details === 'object') {
          request.body = b.details;
        }
      },
      config: { rateLimit: 'lead', messages: submitServiceRequestEndpoint.fieldMessages },
      schema: {
        tags: ['customer care'],
        summary: 'Create a service request; answers a ticket number and a message code',
        description:
          'message_code 002: created; 003: the same request is already open (its ticket is returned); 005 / 001: incorrect LAN; 004: NOC refused for an active loan. Customers need the care_proof cookie from verify-otp. Request type 27 (NOC) needs an address.',
        body: submitServiceRequestEndpoint.body,
        response: { 200: submitResponse, ...errors, 401: errorResponse },
      },
    },
    (request) => submitRequest(app, request),
  );
}
