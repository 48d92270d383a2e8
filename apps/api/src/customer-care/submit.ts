import { careRouteMessages, submitServiceRequestEndpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { errorResponse, errors } from '../lib/schemas.ts';
import { addressBody, type SubmitBody, submitResponse } from './route-schemas.ts';
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
      config: {
        rateLimit: 'lead',
        messages: {
          _default: careRouteMessages.nameInvalid,
          name: careRouteMessages.nameInvalid,
          'name:required': careRouteMessages.nameRequired,
          user_type: careRouteMessages.userType,
          request_type_id: careRouteMessages.requestType,
          sub_request_id: careRouteMessages.subRequestType,
          lan: careRouteMessages.lan,
          phone: careRouteMessages.mobileInvalid,
          'phone:required': careRouteMessages.mobileRequired,
          email: careRouteMessages.emailInvalid,
          query: careRouteMessages.queryTooLong,
        },
      },
      schema: {
        tags: ['customer care'],
        summary: 'Create a service request; answers a ticket number and a message code',
        description:
          'message_code 002: created; 003: the same request is already open (its ticket is returned); 005 / 001: incorrect LAN; 004: NOC refused for an active loan. Customers need the care_proof cookie from verify-otp. Request type 27 (NOC) needs an address.',
        body: {
          type: 'object',
          required: ['user_type', 'name', 'request_type_id', 'sub_request_id'],
          properties: {
            user_type: { type: 'string', minLength: 1, maxLength: 30 },
            name: { type: 'string', maxLength: 100 },
            phone: { type: ['string', 'null'], maxLength: 30 },
            lan: { type: ['string', 'null'], maxLength: 30 },
            request_type_id: { type: ['integer', 'string'], pattern: '^[0-9]{1,6}$' },
            sub_request_id: { type: ['integer', 'string'], pattern: '^[0-9]{1,6}$' },
            request_category_id: { type: ['integer', 'string', 'null'] },
            request_type: { type: 'string', maxLength: 100 },
            sub_request_type: { type: 'string', maxLength: 100 },
            email: { type: ['string', 'null'], maxLength: 254 },
            // Markup is text here: stored as typed, escaped wherever it is shown.
            query: { type: ['string', 'null'], maxLength: 2000 },
            vehicle_number: { type: ['string', 'null'], maxLength: 20 },
            doc_path: { type: ['string', 'null'], maxLength: 300 },
            attachments: { type: ['string', 'null'], maxLength: 1000 },
            noc_dispatched_addr: { type: ['string', 'null'], maxLength: 500 },
            address: addressBody,
          },
        },
        response: { 200: submitResponse, ...errors, 401: errorResponse },
      },
    },
    (request) => submitRequest(app, request),
  );
}
