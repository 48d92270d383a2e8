import { emailShape } from '../patterns/email.ts';
import { pincodeShape } from '../patterns/pincode.ts';
import { customerCareSchema } from '../schemas/customer-care.ts';
import { nocAddressLabels } from '../schemas/noc-address.ts';
import { serviceOtpSchema } from '../schemas/service-otp.ts';
import { careRouteMessages } from './customer-care-messages.ts';
import type {
  CareIdentity,
  CareLoan,
  RequestType,
  ServiceRequest,
  ServiceRequestAnswer,
  SubRequestType,
  UserType,
} from './customer-care-types.ts';
import { type Confirmation, challenged, endpoint, type WithData, withBody } from './endpoint.ts';
import { jsonPatterns } from './json-patterns.ts';
import { requestBody, type WireField, wire } from './wire.ts';

export type * from './customer-care-types.ts';
export { careRouteMessages };

/** A select's id, as a number or its digits. */
const selectId = /^[0-9]{1,6}$/;

/** A mobile number or a LAN; which one, and whether it is valid, the route decides. */
const identity = /* @__PURE__ */ (() => ({
  phone: wire.optionalText({ max: 30 }),
  lan: wire.optionalText({ max: 30 }),
}))();
const identityMessages = { _default: careRouteMessages.identityInvalid };
const otp = /* @__PURE__ */ wire.text({ min: 0, pattern: jsonPatterns.otp6 });

/** The NOC's dispatch address: every part as text, city and state replaced from the pincode. */
const nocAddress: WireField = {
  type: ['object', 'null'],
  properties: /* @__PURE__ */ Object.fromEntries(
    Object.keys(nocAddressLabels).map((part) => [part, wire.text({ min: 0, max: 200 })]),
  ),
};

export const userTypesEndpoint = /* @__PURE__ */ endpoint<void, WithData<UserType[]>>(
  'GET',
  '/api/v1/bb/request/get-user-type',
);

export const requestTypesEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<{ user_id: number | string }, WithData<RequestType[]>>(
    'POST',
    '/api/v1/bb/request/get-request-type',
  ),
  /* @__PURE__ */ requestBody(['user_id'], { user_id: wire.idOrText(selectId) }),
  { _default: careRouteMessages.userType },
);

export const subRequestTypesEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<
    { request_type_id: number | string; user_id?: number | string | null },
    WithData<SubRequestType[]>
  >('POST', '/api/v1/bb/request/get-subrequest-type'),
  /* @__PURE__ */ requestBody(['request_type_id'], {
    request_type_id: wire.idOrText(selectId),
    user_id: wire.idOrText(selectId, { optional: true }),
  }),
  { _default: careRouteMessages.requestType, user_id: careRouteMessages.userType },
);

/**
 * The same answer whether or not a loan has the number or LAN (only a borrower's registered mobile
 * is texted): `message` is `careRouteMessages.otpSentToRegistered`, with no number in it.
 */
export const sendCareOtpEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ withBody(
    /* @__PURE__ */ endpoint<CareIdentity, Confirmation>('POST', '/api/v1/bb/users/send-otp'),
    /* @__PURE__ */ requestBody([], identity),
    identityMessages,
  ),
);

export const verifyCareOtpEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<CareIdentity & { otp: string }, Confirmation, typeof serviceOtpSchema>(
    'POST',
    '/api/v1/bb/users/verify-otp',
    serviceOtpSchema,
  ),
  /* @__PURE__ */ requestBody(['otp'], { ...identity, otp }),
  { ...identityMessages, otp: careRouteMessages.otp },
);

export const careLoansEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<CareIdentity, WithData<CareLoan[]>>('POST', '/api/v1/bb/users/get-lan'),
  /* @__PURE__ */ requestBody([], identity),
  identityMessages,
);

export const sendEmailOtpEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<{ email: string }, Confirmation>(
    'POST',
    '/api/v1/bb/users/send-email-otp',
  ),
  /* @__PURE__ */ requestBody(['email'], {
    email: wire.text({ min: 0, max: 254, pattern: emailShape }),
  }),
  { _default: careRouteMessages.emailInvalid },
);

export const verifyEmailOtpEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<
    { email?: string | null; phone?: string | null; updated_email?: string | null; otp: string },
    Confirmation,
    typeof serviceOtpSchema
  >('POST', '/api/v1/bb/users/verify-email-otp', serviceOtpSchema),
  /* @__PURE__ */ requestBody(['otp'], {
    email: wire.optionalText({ max: 254 }),
    phone: wire.optionalText({ max: 30 }),
    updated_email: wire.optionalText({ max: 254 }),
    otp,
  }),
  { _default: careRouteMessages.emailInvalid, otp: careRouteMessages.otp },
);

export const cityStateEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<{ pincode: string }, WithData<{ City: string; State: string }[]>>(
    'POST',
    '/api/v1/bb/request/get-city-state',
  ),
  /* @__PURE__ */ requestBody(['pincode'], {
    pincode: wire.idOrText(pincodeShape),
  }),
  { _default: careRouteMessages.pincode },
);

/**
 * Every field the spec's client may send is declared, and other fields pass unread (`open`): its
 * client wraps the payload as `details`, which the route unwraps before validating.
 */
export const submitServiceRequestEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ withBody(
    /* @__PURE__ */ endpoint<ServiceRequest, ServiceRequestAnswer, typeof customerCareSchema>(
      'POST',
      '/api/v1/bb/request/submit-request',
      customerCareSchema,
    ),
    /* @__PURE__ */ requestBody(
      ['user_type', 'name', 'request_type_id', 'sub_request_id'],
      {
        user_type: wire.text({ max: 30 }),
        name: wire.text({ min: 0, max: 100 }),
        phone: wire.optionalText({ max: 30 }),
        lan: wire.optionalText({ max: 30 }),
        request_type_id: wire.idOrText(selectId),
        sub_request_id: wire.idOrText(selectId),
        request_category_id: { type: ['integer', 'string', 'null'] },
        request_type: wire.text({ min: 0, max: 100 }),
        sub_request_type: wire.text({ min: 0, max: 100 }),
        email: wire.optionalText({ max: 254 }),
        // Markup is text here: stored as typed, escaped wherever it is shown.
        query: wire.optionalText({ max: 2000 }),
        vehicle_number: wire.optionalText({ max: 20 }),
        doc_path: wire.optionalText({ max: 300 }),
        attachments: wire.optionalText({ max: 1000 }),
        noc_dispatched_addr: wire.optionalText({ max: 500 }),
        address: nocAddress,
      },
      { open: true },
    ),
    {
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
  ),
  { unlessCareProof: true },
);
