import crypto from 'node:crypto';
import { nocAddressLabels, nocAddressSchema } from '@company/forms';
import {
  careMobileDigits,
  careRouteMessages,
  emailShape,
  personNameShape,
  requestShapes,
  type ServiceRequest,
  submitServiceRequestEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { formCheck } from '../lib/forms.ts';
import { badRequest, HttpError } from '../lib/http.ts';
import { readProof } from '../lib/proof.ts';
import { errorResponse, errors } from '../lib/schemas.ts';
import { claimUpload, OWNER_COOKIE } from '../storage/uploads.ts';
import { addressBody, submitResponse } from './route-schemas.ts';

/** The spec's client wraps the payload as `details`; TLS replaces its browser-side AES. */
type SubmitBody = ServiceRequest & { details?: ServiceRequest };

const checkRequestFields = formCheck(
  submitServiceRequestEndpoint.schema.pick(['name', 'email', 'query']),
  ['name', 'email', 'query'],
);
const checkAddress = formCheck(
  nocAddressSchema,
  ['house', 'area', 'pincode', 'city', 'state'],
  'address.',
);

/** The service request: checked, deduplicated while open, stored with a ticket number. */
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

async function submitRequest(app: FastifyInstance, request: FastifyRequest<{ Body: SubmitBody }>) {
  const { db, config } = app.ctx;
  const b = request.body;
  const userType = await db
    .selectFrom('user_types')
    .selectAll()
    .where(sql`lower(user_type)`, '=', b.user_type.trim().toLowerCase())
    .executeTakeFirst();
  if (!userType) throw badRequest(careRouteMessages.userType, 'user_type');
  const isCustomer = userType.user_type === 'customer';

  checkRequestFields({ name: b.name, email: b.email ?? '', query: b.query ?? '' });
  if (b.query && !requestShapes.plainText.test(b.query))
    throw badRequest(careRouteMessages.queryInvalid, 'query');
  const name = b.name.trim();
  if (!name) throw badRequest(careRouteMessages.nameRequired, 'name');
  if (!personNameShape.test(name)) throw badRequest(careRouteMessages.nameInvalid, 'name');

  const email = b.email?.trim() || null;
  if (email && !emailShape.test(email)) throw badRequest(careRouteMessages.emailInvalid, 'email');

  const typeId = Number(b.request_type_id);
  const subId = Number(b.sub_request_id);
  const allowed = await db
    .selectFrom('request_types as r')
    .innerJoin('request_type_user_types as u', 'u.request_type_id', 'r.request_type_id')
    .select(['r.request_type_id', 'r.request_type'])
    .where('r.request_type_id', '=', typeId)
    .where('u.user_id', '=', userType.user_id)
    .executeTakeFirst();
  if (!allowed) throw badRequest(careRouteMessages.requestType, 'request_type_id');
  const sub = await db
    .selectFrom('sub_request_types')
    .selectAll()
    .where('sub_request_id', '=', subId)
    .where('request_type_id', '=', typeId)
    .executeTakeFirst();
  if (!sub) throw badRequest(careRouteMessages.subRequestType, 'sub_request_id');

  let phone: string;
  let lan: string | null = null;
  let vehicle: string | null = b.vehicle_number?.trim() || null;
  let nocAddress: string | null = null;

  if (isCustomer) {
    const proof = readProof(request, config.secrets.signingKey, 'care');
    if (!proof?.phone) throw new HttpError(401, careRouteMessages.verifyFirst);
    phone = proof.phone;
    const lanInput = (b.lan ?? '').trim().toUpperCase();
    if (!lanInput) throw badRequest(careRouteMessages.lan, 'lan');
    const loan = requestShapes.careLoanAccountNumber.test(lanInput)
      ? await db
          .selectFrom('loans')
          .selectAll()
          .where('loan_account_no', '=', lanInput)
          .executeTakeFirst()
      : undefined;
    if (!loan) {
      return {
        success: false,
        message_code: '005',
        message: careRouteMessages.lanReenter,
        data: { message_code: '005' },
      };
    }
    if (loan.phone !== phone) {
      const message = careRouteMessages.lanCall(config.supportPhone);
      return { success: false, message_code: '001', message, data: { message_code: '001' } };
    }
    lan = loan.loan_account_no;
    vehicle = loan.vehicle_number;
    if (typeId === 27) {
      if (loan.status === 'A') {
        return {
          success: false,
          message_code: '004',
          message: careRouteMessages.nocActive,
          data: { message_code: '004' },
        };
      }
      nocAddress = await nocAddressOf(app, b);
    }
  } else {
    const raw = (b.phone ?? '').trim();
    if (!raw) throw badRequest(careRouteMessages.mobileRequired, 'phone');
    const normalised = careMobileDigits(raw);
    if (!normalised) throw badRequest(careRouteMessages.mobileInvalid, 'phone');
    phone = normalised;
  }

  // The document: an upload this browser made in this journey (its id, as `doc_path` or, as the
  // spec's client sends it, `attachments`), used once.
  const uploadId = b.doc_path?.trim() || b.attachments?.trim() || null;

  return db.transaction().execute(async (tx) => {
    const dedupeKey = `sr:${phone}:${lan ?? ''}:${typeId}:${subId}`;
    await sql`select pg_advisory_xact_lock(hashtext(${dedupeKey}))`.execute(tx);
    let existingQuery = tx
      .selectFrom('service_requests')
      .select('ticket')
      .where('phone', '=', phone)
      .where('request_type_id', '=', typeId)
      .where('sub_request_id', '=', subId)
      .where('status', '=', 'open');
    existingQuery = lan
      ? existingQuery.where('lan', '=', lan)
      : existingQuery.where('lan', 'is', null);
    const existing = await existingQuery.executeTakeFirst();
    if (existing) {
      const message = careRouteMessages.pending(existing.ticket);
      return {
        success: true,
        message,
        message_code: '003',
        data: { message_code: '003', Ticket: existing.ticket, message },
      };
    }
    const attachment = uploadId
      ? await claimUpload(tx, {
          id: uploadId,
          owner: request.cookies[OWNER_COOKIE],
          journey: 'care',
        })
      : null;
    if (uploadId && !attachment) throw badRequest(careRouteMessages.document, 'doc_path');
    const now = new Date();
    const ticket = `SR${now.toISOString().slice(2, 10).replaceAll('-', '')}${crypto.randomInt(0, 1e8).toString().padStart(8, '0')}`;
    await tx
      .insertInto('service_requests')
      .values({
        ticket,
        user_type: userType.user_type,
        phone,
        lan,
        name,
        email,
        request_type_id: typeId,
        sub_request_id: subId,
        request_category_id: sub.request_category_id,
        query: b.query?.trim() || null,
        vehicle_number: vehicle,
        attachments: attachment,
        noc_dispatched_addr: nocAddress,
      })
      .execute();
    return {
      success: true,
      message: careRouteMessages.created,
      message_code: '002',
      data: { message_code: '002', Ticket: ticket, message: careRouteMessages.created },
    };
  });
}

async function nocAddressOf(app: FastifyInstance, b: SubmitBody): Promise<string> {
  const a = b.address;
  if (a && typeof a === 'object') {
    checkAddress(a);
    for (const [field, label] of Object.entries(nocAddressLabels)) {
      const value = (a[field as keyof typeof a] ?? '').trim();
      if (!value) throw badRequest(`Please enter ${label}`, `address.${field}`);
      if (!requestShapes.safeText.test(value))
        throw badRequest(`Please enter ${label}`, `address.${field}`);
    }
    const pin = await app.ctx.db
      .selectFrom('pincodes')
      .selectAll()
      .where('pincode', '=', a.pincode.trim())
      .executeTakeFirst();
    if (!pin) throw badRequest(careRouteMessages.pincodeUnknown, 'address.pincode');
    // City and state come from the pincode lookup, not from the visitor.
    return [a.house.trim(), a.area.trim(), a.pincode.trim(), pin.city, pin.state].join(', ');
  }
  const joined = b.noc_dispatched_addr?.trim();
  if (!joined) throw badRequest(`Please enter ${nocAddressLabels.house}`, 'address.house');
  if (!requestShapes.safeText.test(joined))
    throw badRequest(`Please enter ${nocAddressLabels.house}`, 'address.house');
  return joined;
}
