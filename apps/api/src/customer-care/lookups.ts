import {
  careRouteMessages,
  cityStateEndpoint,
  pincodeShape,
  requestTypesEndpoint,
  subRequestTypesEndpoint,
  userTypesEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, sendError } from '../lib/http.ts';
import { errorResponse, errors } from '../lib/schemas.ts';
import { listResponse } from './route-schemas.ts';

/** The journey's lists: user, request and sub-request types, and a pincode's city and state. */
export async function careLookupRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(
    userTypesEndpoint.path,
    {
      schema: {
        tags: ['customer care'],
        summary: 'User types (customer, non-customer, dealer)',
        response: {
          200: listResponse({ user_id: 'integer', user_type: 'string' }),
        },
      },
    },
    async () => ({
      success: true,
      data: await db.selectFrom('user_types').selectAll().orderBy('user_id').execute(),
    }),
  );

  app.post<{ Body: { user_id: number | string } }>(
    requestTypesEndpoint.path,
    {
      config: { messages: requestTypesEndpoint.fieldMessages },
      schema: {
        tags: ['customer care'],
        summary: 'Request types a user type may raise',
        body: requestTypesEndpoint.body,
        response: {
          200: listResponse({
            request_type_id: 'integer',
            request_type: 'string',
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      // The contract's body took only digits (or a whole number).
      const userId = Number(request.body.user_id);
      const data = await db
        .selectFrom('request_types as r')
        .innerJoin('request_type_user_types as u', 'u.request_type_id', 'r.request_type_id')
        .select(['r.request_type_id', 'r.request_type'])
        .where('u.user_id', '=', userId)
        .orderBy('r.request_type_id')
        .execute();
      return { success: true, data };
    },
  );

  app.post<{ Body: { request_type_id: number | string; user_id?: number | string } }>(
    subRequestTypesEndpoint.path,
    {
      config: { messages: subRequestTypesEndpoint.fieldMessages },
      schema: {
        tags: ['customer care'],
        summary: 'Sub-request types of a request type',
        body: subRequestTypesEndpoint.body,
        response: {
          200: listResponse({
            sub_request_id: 'integer',
            request_category_id: 'integer',
            request_type_id: 'integer',
            sub_request_type: 'string',
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const typeId = Number(request.body.request_type_id);
      let q = db
        .selectFrom('sub_request_types as s')
        .select([
          's.sub_request_id',
          's.request_category_id',
          's.request_type_id',
          's.sub_request_type',
        ])
        .where('s.request_type_id', '=', typeId);
      if (request.body.user_id != null && request.body.user_id !== '') {
        const userId = Number(request.body.user_id);
        q = q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('request_type_user_types as u')
              .select('u.user_id')
              .whereRef('u.request_type_id', '=', 's.request_type_id')
              .where('u.user_id', '=', userId),
          ),
        );
      }
      return { success: true, data: await q.orderBy('s.sub_request_id').execute() };
    },
  );

  app.post<{ Body: { pincode: string } }>(
    cityStateEndpoint.path,
    {
      config: { messages: cityStateEndpoint.fieldMessages },
      schema: {
        tags: ['customer care'],
        summary: 'City and state of a pincode',
        body: cityStateEndpoint.body,
        response: {
          200: listResponse({ City: 'string', State: 'string' }),
          ...errors,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const pincode = String(request.body.pincode);
      if (!pincodeShape.test(pincode)) throw badRequest(careRouteMessages.pincode, 'pincode');
      const row = await db
        .selectFrom('pincodes')
        .selectAll()
        .where('pincode', '=', pincode)
        .executeTakeFirst();
      if (!row) return sendError(reply, 404, careRouteMessages.pincodeUnknown);
      return { success: true, data: [{ City: row.city, State: row.state }] };
    },
  );
}
