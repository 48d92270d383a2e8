import crypto from 'node:crypto';
import {
  careMobileDigits,
  careRouteMessages,
  requestShapes,
  submitServiceRequestEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formCheck } from '../lib/forms.ts';
import { badRequest, HttpError } from '../lib/http.ts';
import { readProof } from '../lib/proof.ts';
import { claimUpload, OWNER_COOKIE } from '../storage/uploads.ts';
import { nocAddressOf } from './noc-address.ts';
import {
  insertServiceRequest,
  loanNumbered,
  openRequestLocked,
  requestTypeFor,
  subRequestTypeOf,
  userTypeNamed,
} from './queries.ts';
import type { SubmitBody } from './route-schemas.ts';
import { tellTicketRaised } from './ticket-raised.ts';

const checkRequestFields = formCheck(
  submitServiceRequestEndpoint.schema.pick(['name', 'email', 'query']),
  ['name', 'email', 'query'],
);

/** The service request: checked, deduplicated while open, stored with a ticket number. */
export async function submitRequest(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: SubmitBody }>,
) {
  const { db, config } = app.ctx;
  const b = request.body;
  const userType = await userTypeNamed(db, b.user_type);
  if (!userType) throw badRequest(careRouteMessages.userType, 'user_type');
  const isCustomer = userType.user_type === 'customer';

  checkRequestFields({ name: b.name, email: b.email ?? '', query: b.query ?? '' });
  if (b.query && !requestShapes.plainText.test(b.query))
    throw badRequest(careRouteMessages.queryInvalid, 'query');
  const name = b.name.trim();
  const email = b.email?.trim() || null;

  const typeId = Number(b.request_type_id);
  const subId = Number(b.sub_request_id);
  const allowed = await requestTypeFor(db, typeId, userType.user_id);
  if (!allowed) throw badRequest(careRouteMessages.requestType, 'request_type_id');
  const sub = await subRequestTypeOf(db, subId, typeId);
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
      ? await loanNumbered(db, lanInput)
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

  const answer = await db.transaction().execute(async (tx) => {
    const existing = await openRequestLocked(tx, { phone, lan, typeId, subId });
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
    await insertServiceRequest(tx, {
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
      language: request.language,
    });
    return {
      success: true,
      message: careRouteMessages.created,
      message_code: '002',
      data: { message_code: '002', Ticket: ticket, message: careRouteMessages.created },
    };
  });
  // Only a new ticket is told (an open one answered again was told when raised); after the commit.
  if (answer.message_code === '002') {
    await tellTicketRaised(app, phone, answer.data.Ticket, request.language).catch(
      (error: unknown) => app.log.error({ err: error }, 'ticket raised SMS failed'),
    );
  }
  return answer;
}
