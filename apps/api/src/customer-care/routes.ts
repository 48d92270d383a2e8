import crypto from 'node:crypto';
import { customerCareSchema, nocAddressSchema, serviceOtpSchema } from '@company/forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { formCheck } from '../lib/forms.ts';
import { badRequest, HttpError, sendError } from '../lib/http.ts';
import { maskPhone } from '../lib/mask.ts';
import { readProof, setProof } from '../lib/proof.ts';
import {
  body,
  EMAIL,
  errorResponse,
  errors,
  OTP,
  PERSON_NAME,
  SAFE_TEXT,
  successWithData,
} from '../lib/schemas.ts';
import { otpFailureMessage } from '../otp/service.ts';
import { loansOf, normalisePhone, resolveIdentity } from './queries.ts';

export const careMessages = {
  nameRequired: 'This field is Required!!!',
  nameInvalid: 'Please enter a valid name',
  mobileRequired: 'This field is Required!!',
  mobileInvalid: 'Please enter a valid mobile number',
  identityInvalid: 'Please enter a valid mobile number or LAN',
  emailInvalid: 'Please enter a valid email address',
  userType: 'Please select a valid User Type',
  lan: 'Please select a valid Loan Account Number (LAN)',
  requestType: 'Please select a valid Request Type',
  subRequestType: 'Please select a valid Sub-Request Type',
  otp: 'Enter Valid OTP',
  noLoan: 'LAN does not exist',
  verifyFirst: 'Please verify your mobile number with the OTP first',
  pincode: 'Please enter a valid 6-digit pincode',
  pincodeUnknown: 'Pincode not found',
  lanReenter: 'LAN Entered is Incorrect, please re-enter',
  lanCall: (phone: string) =>
    `LAN Entered is Incorrect ... Please provide Correct LAN or call on ${phone}`,
  nocActive:
    'Your loan account is still active in our system, hence you are not eligible for NOC Issuance. If you have already paid the complete dues, please raise a Loan Related Query in the Request Type Dropdown.',
  created: 'Request Successfully Created!',
  pending: (ticket: string) =>
    `Your request with ${ticket} is pending with us and shall be closed soon.`,
  document: 'Document upload failed',
  queryTooLong: 'Please keep your query to 2000 characters or fewer',
} as const;

const checkOtp = formCheck(serviceOtpSchema, ['otp']);
const checkRequestFields = formCheck(customerCareSchema.pick(['name', 'email', 'query']), [
  'name',
  'email',
  'query',
]);
const checkAddress = formCheck(nocAddressSchema, ['house', 'area', 'pincode', 'city', 'state']);

const ADDRESS_LABELS = {
  house: 'House / Flat / Block No',
  area: 'Apartment / Road / Area',
  pincode: 'Pincode',
  city: 'City',
  state: 'State',
} as const;

const listResponse = (item: Record<string, unknown>) =>
  successWithData({ type: 'array', items: { type: 'object', properties: item } });

const identityBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    phone: { type: ['string', 'null'], maxLength: 30 },
    lan: { type: ['string', 'null'], maxLength: 30 },
  },
} as const;

const loanItem = {
  loan_account_no: { type: 'string' },
  vehicle_number: { type: ['string', 'null'] },
  customer_name: { type: 'string' },
  email: { type: ['string', 'null'] },
  phone: { type: 'string' },
  status: { type: 'string', description: "'A' active, 'C' closed" },
};

const submitResponse = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    message_code: { type: 'string' },
    data: {
      type: 'object',
      properties: {
        message_code: { type: 'string' },
        Ticket: { type: 'string' },
        message: { type: 'string' },
      },
    },
  },
};

interface SubmitBody {
  details?: Record<string, unknown>;
  lan?: string | null;
  request_type_id: number | string;
  sub_request_id: number | string;
  request_category_id?: number | string | null;
  name: string;
  phone?: string | null;
  user_type: string;
  request_type?: string;
  sub_request_type?: string;
  email?: string | null;
  query?: string | null;
  vehicle_number?: string | null;
  doc_path?: string | null;
  attachments?: string | null;
  noc_dispatched_addr?: string | null;
  address?: Record<string, string> | null;
}

export async function customerCareRoutes(app: FastifyInstance) {
  const { db, config, services } = app.ctx;
  const key = config.secrets.signingKey;

  const requireCareProof = (request: FastifyRequest) => {
    const proof = readProof(request, key, 'care');
    if (!proof?.phone) throw new HttpError(401, careMessages.verifyFirst);
    return proof as { phone: string; email?: string };
  };

  app.get(
    '/api/v1/bb/request/get-user-type',
    {
      schema: {
        tags: ['customer care'],
        summary: 'User types (customer, non-customer, dealer)',
        response: {
          200: listResponse({ user_id: { type: 'integer' }, user_type: { type: 'string' } }),
        },
      },
    },
    async () => ({
      success: true,
      data: await db.selectFrom('user_types').selectAll().orderBy('user_id').execute(),
    }),
  );

  app.post<{ Body: { user_id: number | string } }>(
    '/api/v1/bb/request/get-request-type',
    {
      config: { messages: { _default: careMessages.userType } },
      schema: {
        tags: ['customer care'],
        summary: 'Request types a user type may raise',
        body: body(['user_id'], {
          user_id: { type: ['integer', 'string'], pattern: '^[0-9]{1,6}$' },
        }),
        response: {
          200: listResponse({
            request_type_id: { type: 'integer' },
            request_type: { type: 'string' },
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const userId = Number(request.body.user_id);
      if (!Number.isInteger(userId)) throw badRequest(careMessages.userType, 'user_id');
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
    '/api/v1/bb/request/get-subrequest-type',
    {
      config: { messages: { _default: careMessages.requestType, user_id: careMessages.userType } },
      schema: {
        tags: ['customer care'],
        summary: 'Sub-request types of a request type',
        body: body(['request_type_id'], {
          request_type_id: { type: ['integer', 'string'], pattern: '^[0-9]{1,6}$' },
          user_id: { type: ['integer', 'string', 'null'], pattern: '^[0-9]{1,6}$' },
        }),
        response: {
          200: listResponse({
            sub_request_id: { type: 'integer' },
            request_category_id: { type: 'integer' },
            request_type_id: { type: 'integer' },
            sub_request_type: { type: 'string' },
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const typeId = Number(request.body.request_type_id);
      if (!Number.isInteger(typeId)) throw badRequest(careMessages.requestType, 'request_type_id');
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

  app.post<{ Body: { phone?: string | null; lan?: string | null } }>(
    '/api/v1/bb/users/send-otp',
    {
      config: { rateLimit: 'otp', messages: { _default: careMessages.identityInvalid } },
      schema: {
        tags: ['customer care'],
        summary: 'Send an OTP to the mobile number, or to the registered mobile of a LAN',
        body: identityBody,
        response: {
          200: {
            type: 'object',
            required: ['success', 'message'],
            properties: {
              success: { type: 'boolean' },
              message: { type: 'string' },
              data: { type: 'object', properties: { phone: { type: 'string' } } },
            },
          },
          ...errors,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const identity = await resolveIdentity(db, request.body);
      if (identity === 'invalid') throw badRequest(careMessages.identityInvalid, 'phone');
      if (!identity) return sendError(reply, 404, careMessages.noLoan);
      await services.otp.send('sms', identity.phone, 'your customer care request');
      return {
        success: true,
        message: 'OTP sent successfully',
        data: identity.lan ? { phone: maskPhone(identity.phone) } : {},
      };
    },
  );

  app.post<{ Body: { phone?: string | null; lan?: string | null; otp: string } }>(
    '/api/v1/bb/users/verify-otp',
    {
      config: {
        rateLimit: 'otp',
        messages: { _default: careMessages.identityInvalid, otp: careMessages.otp },
      },
      schema: {
        tags: ['customer care'],
        summary: 'Verify the mobile OTP; sets the short-lived care_proof cookie',
        body: {
          ...identityBody,
          required: ['otp'],
          properties: { ...identityBody.properties, otp: { type: 'string', pattern: OTP } },
        },
        response: {
          200: {
            type: 'object',
            properties: { success: { type: 'boolean' }, message: { type: 'string' } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      checkOtp({ otp: request.body.otp });
      const identity = await resolveIdentity(db, request.body);
      if (identity === 'invalid') throw badRequest(careMessages.identityInvalid, 'phone');
      if (!identity) return sendError(reply, 400, otpFailureMessage('invalid'));
      const result = await services.otp.verify('sms', identity.phone, request.body.otp);
      if (!result.ok)
        return sendError(reply, 400, otpFailureMessage(result.reason), { field: 'otp' });
      setProof(request, reply, key, { scope: 'care', phone: identity.phone });
      return { success: true, message: 'OTP verified' };
    },
  );

  app.post<{ Body: { phone?: string | null; lan?: string | null } }>(
    '/api/v1/bb/users/get-lan',
    {
      config: { messages: { _default: careMessages.identityInvalid } },
      schema: {
        tags: ['customer care'],
        summary: 'Loans of the verified mobile number or LAN (needs the care_proof cookie)',
        body: identityBody,
        response: {
          200: listResponse(loanItem),
          ...errors,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const proof = requireCareProof(request);
      const identity = await resolveIdentity(db, request.body);
      if (identity === 'invalid') throw badRequest(careMessages.identityInvalid, 'phone');
      if (!identity) return sendError(reply, 404, careMessages.noLoan);
      if (identity.phone !== proof.phone) throw new HttpError(401, careMessages.verifyFirst);
      const data = await loansOf(db, identity);
      if (data.length === 0) return sendError(reply, 404, careMessages.noLoan);
      return { success: true, data };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/api/v1/bb/users/send-email-otp',
    {
      config: { rateLimit: 'otp', messages: { _default: careMessages.emailInvalid } },
      schema: {
        tags: ['customer care'],
        summary: 'Send an OTP to a new e-mail address (verified customers only)',
        body: body(['email'], { email: { type: 'string', maxLength: 254, pattern: EMAIL } }),
        response: {
          200: {
            type: 'object',
            properties: { success: { type: 'boolean' }, message: { type: 'string' } },
          },
          ...errors,
          401: errorResponse,
        },
      },
    },
    async (request) => {
      requireCareProof(request);
      await services.otp.send(
        'email',
        request.body.email.toLowerCase(),
        'updating your e-mail address',
      );
      return { success: true, message: 'OTP sent successfully' };
    },
  );

  app.post<{
    Body: {
      email?: string | null;
      phone?: string | null;
      updated_email?: string | null;
      otp: string;
    };
  }>(
    '/api/v1/bb/users/verify-email-otp',
    {
      config: {
        rateLimit: 'otp',
        messages: { _default: careMessages.emailInvalid, otp: careMessages.otp },
      },
      schema: {
        tags: ['customer care'],
        summary: 'Verify the e-mail OTP and record the new e-mail on the customer’s loans',
        body: {
          type: 'object',
          required: ['otp'],
          additionalProperties: false,
          properties: {
            email: { type: ['string', 'null'], maxLength: 254 },
            phone: { type: ['string', 'null'], maxLength: 30 },
            updated_email: { type: ['string', 'null'], maxLength: 254 },
            otp: { type: 'string', pattern: OTP },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: { success: { type: 'boolean' }, message: { type: 'string' } },
          },
          ...errors,
          401: errorResponse,
        },
      },
    },
    async (request, reply) => {
      checkOtp({ otp: request.body.otp });
      const proof = requireCareProof(request);
      const email = (request.body.updated_email || request.body.email || '').trim().toLowerCase();
      if (!new RegExp(EMAIL).test(email)) throw badRequest(careMessages.emailInvalid, 'email');
      const result = await services.otp.verify('email', email, request.body.otp);
      if (!result.ok)
        return sendError(reply, 400, otpFailureMessage(result.reason), { field: 'otp' });
      await db.updateTable('loans').set({ email }).where('phone', '=', proof.phone).execute();
      setProof(request, reply, key, { scope: 'care', phone: proof.phone, email });
      return { success: true, message: 'Email updated successfully' };
    },
  );

  app.post<{ Body: { pincode: string } }>(
    '/api/v1/bb/request/get-city-state',
    {
      config: { messages: { _default: careMessages.pincode } },
      schema: {
        tags: ['customer care'],
        summary: 'City and state of a pincode',
        body: body(['pincode'], {
          pincode: { type: ['string', 'integer'], pattern: '^[1-9][0-9]{5}$' },
        }),
        response: {
          200: listResponse({ City: { type: 'string' }, State: { type: 'string' } }),
          ...errors,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const pincode = String(request.body.pincode);
      if (!/^[1-9][0-9]{5}$/.test(pincode)) throw badRequest(careMessages.pincode, 'pincode');
      const row = await db
        .selectFrom('pincodes')
        .selectAll()
        .where('pincode', '=', pincode)
        .executeTakeFirst();
      if (!row) return sendError(reply, 404, careMessages.pincodeUnknown);
      return { success: true, data: [{ City: row.city, State: row.state }] };
    },
  );

  app.post<{ Body: SubmitBody }>(
    '/api/v1/bb/request/submit-request',
    {
      preValidation: async (request) => {
        // The spec's client wraps the payload as `details`; TLS replaces its browser-side AES.
        const b = request.body as SubmitBody | undefined;
        if (b && typeof b === 'object' && b.details && typeof b.details === 'object') {
          request.body = b.details as unknown as SubmitBody;
        }
      },
      config: {
        messages: {
          _default: careMessages.nameInvalid,
          name: careMessages.nameInvalid,
          'name:required': careMessages.nameRequired,
          user_type: careMessages.userType,
          request_type_id: careMessages.requestType,
          sub_request_id: careMessages.subRequestType,
          lan: careMessages.lan,
          phone: careMessages.mobileInvalid,
          'phone:required': careMessages.mobileRequired,
          email: careMessages.emailInvalid,
          query: careMessages.queryTooLong,
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
            query: { type: ['string', 'null'], maxLength: 2000, pattern: SAFE_TEXT },
            vehicle_number: { type: ['string', 'null'], maxLength: 20 },
            doc_path: { type: ['string', 'null'], maxLength: 300 },
            attachments: { type: ['string', 'null'], maxLength: 1000 },
            noc_dispatched_addr: { type: ['string', 'null'], maxLength: 500 },
            address: {
              type: ['object', 'null'],
              properties: Object.fromEntries(
                Object.keys(ADDRESS_LABELS).map((k) => [k, { type: 'string', maxLength: 200 }]),
              ),
            },
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
  if (!userType) throw badRequest(careMessages.userType, 'user_type');
  const isCustomer = userType.user_type === 'customer';

  checkRequestFields({ name: b.name, email: b.email ?? '', query: b.query ?? '' });
  const name = b.name.trim();
  if (!name) throw badRequest(careMessages.nameRequired, 'name');
  if (!new RegExp(PERSON_NAME).test(name)) throw badRequest(careMessages.nameInvalid, 'name');

  const email = b.email?.trim() || null;
  if (email && !new RegExp(EMAIL).test(email)) throw badRequest(careMessages.emailInvalid, 'email');

  const typeId = Number(b.request_type_id);
  const subId = Number(b.sub_request_id);
  const allowed = await db
    .selectFrom('request_types as r')
    .innerJoin('request_type_user_types as u', 'u.request_type_id', 'r.request_type_id')
    .select(['r.request_type_id', 'r.request_type'])
    .where('r.request_type_id', '=', typeId)
    .where('u.user_id', '=', userType.user_id)
    .executeTakeFirst();
  if (!allowed) throw badRequest(careMessages.requestType, 'request_type_id');
  const sub = await db
    .selectFrom('sub_request_types')
    .selectAll()
    .where('sub_request_id', '=', subId)
    .where('request_type_id', '=', typeId)
    .executeTakeFirst();
  if (!sub) throw badRequest(careMessages.subRequestType, 'sub_request_id');

  let phone: string;
  let lan: string | null = null;
  let vehicle: string | null = b.vehicle_number?.trim() || null;
  let nocAddress: string | null = null;

  if (isCustomer) {
    const proof = readProof(request, config.secrets.signingKey, 'care');
    if (!proof?.phone) throw new HttpError(401, careMessages.verifyFirst);
    phone = proof.phone;
    const lanInput = (b.lan ?? '').trim().toUpperCase();
    if (!lanInput) throw badRequest(careMessages.lan, 'lan');
    const loan = /^[A-Z0-9]{11,30}$/.test(lanInput)
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
        message: careMessages.lanReenter,
        data: { message_code: '005' },
      };
    }
    if (loan.phone !== phone) {
      const message = careMessages.lanCall(config.supportPhone);
      return { success: false, message_code: '001', message, data: { message_code: '001' } };
    }
    lan = loan.loan_account_no;
    vehicle = loan.vehicle_number;
    if (typeId === 27) {
      if (loan.status === 'A') {
        return {
          success: false,
          message_code: '004',
          message: careMessages.nocActive,
          data: { message_code: '004' },
        };
      }
      nocAddress = await nocAddressOf(app, b);
    }
  } else {
    const raw = (b.phone ?? '').trim();
    if (!raw) throw badRequest(careMessages.mobileRequired, 'phone');
    const normalised = normalisePhone(raw);
    if (!normalised) throw badRequest(careMessages.mobileInvalid, 'phone');
    phone = normalised;
  }

  const docPath = b.doc_path?.trim() || null;
  if (docPath) {
    const upload = await db
      .selectFrom('uploads')
      .select('owner')
      .where('key', '=', docPath)
      .executeTakeFirst();
    if (!upload || upload.owner !== request.cookies.upl)
      throw badRequest(careMessages.document, 'doc_path');
  }

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
      const message = careMessages.pending(existing.ticket);
      return {
        success: true,
        message,
        message_code: '003',
        data: { message_code: '003', Ticket: existing.ticket, message },
      };
    }
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
        attachments: docPath ?? (b.attachments?.trim() || null),
        noc_dispatched_addr: nocAddress,
      })
      .execute();
    return {
      success: true,
      message: careMessages.created,
      message_code: '002',
      data: { message_code: '002', Ticket: ticket, message: careMessages.created },
    };
  });
}

async function nocAddressOf(app: FastifyInstance, b: SubmitBody): Promise<string> {
  const a = b.address;
  if (a && typeof a === 'object') {
    checkAddress(a);
    for (const [field, label] of Object.entries(ADDRESS_LABELS)) {
      const value = (a[field] ?? '').trim();
      if (!value) throw badRequest(`Please enter ${label}`, `address.${field}`);
      if (!new RegExp(SAFE_TEXT).test(value))
        throw badRequest(`Please enter ${label}`, `address.${field}`);
    }
    const pin = await app.ctx.db
      .selectFrom('pincodes')
      .selectAll()
      .where('pincode', '=', a.pincode!.trim())
      .executeTakeFirst();
    if (!pin) throw badRequest(careMessages.pincodeUnknown, 'address.pincode');
    // City and state come from the pincode lookup, not from the visitor.
    return [a.house!.trim(), a.area!.trim(), a.pincode!.trim(), pin.city, pin.state].join(', ');
  }
  const joined = b.noc_dispatched_addr?.trim();
  if (!joined) throw badRequest(`Please enter ${ADDRESS_LABELS.house}`, 'address.house');
  if (!new RegExp(SAFE_TEXT).test(joined))
    throw badRequest(`Please enter ${ADDRESS_LABELS.house}`, 'address.house');
  return joined;
}
