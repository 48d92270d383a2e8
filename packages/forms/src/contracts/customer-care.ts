import { customerCareMessages, customerCareSchema } from '../schemas/customer-care.ts';
import { serviceOtpSchema } from '../schemas/service-otp.ts';
import { type Confirmation, challenged, endpoint, type WithData } from './endpoint.ts';

/** Every message of the customer-care routes: the form's, then the API's along the journey. */
export const careRouteMessages = {
  ...customerCareMessages,
  otpSent: 'OTP sent successfully',
  /**
   * send-otp's one answer, a loan or not: where the code went is never shown (no masked number),
   * so the answer does not tell who is a customer.
   */
  otpSentToRegistered: 'OTP sent to the mobile number registered with this loan',
  otpVerified: 'OTP verified',
  emailUpdated: 'Email updated successfully',
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

export interface UserType {
  user_id: number;
  user_type: string;
}

export interface RequestType {
  request_type_id: number;
  request_type: string;
}

export interface SubRequestType {
  sub_request_id: number;
  request_category_id: number;
  request_type_id: number;
  sub_request_type: string;
}

/** Who asks: a mobile number, or a LAN whose registered mobile gets the OTP. */
export interface CareIdentity {
  phone?: string | null;
  lan?: string | null;
}

export interface CareLoan {
  loan_account_no: string;
  vehicle_number: string | null;
  customer_name: string;
  email: string | null;
  phone: string;
  /** 'A' active, 'C' closed. */
  status: string;
}

export interface NocAddressRequest {
  house: string;
  area: string;
  pincode: string;
  city: string;
  state: string;
}

/** A service request. Customers need the care proof (cookie) from verify-otp first. */
export interface ServiceRequest {
  user_type: string;
  name: string;
  phone?: string | null;
  lan?: string | null;
  request_type_id: number | string;
  sub_request_id: number | string;
  request_category_id?: number | string | null;
  request_type?: string;
  sub_request_type?: string;
  email?: string | null;
  query?: string | null;
  vehicle_number?: string | null;
  doc_path?: string | null;
  attachments?: string | null;
  noc_dispatched_addr?: string | null;
  /** Needed for an NOC (request type 27); city and state come from the pincode. */
  address?: NocAddressRequest | null;
}

/**
 * message_code 002: created; 003: the same request is already open (its ticket is returned);
 * 005 / 001: incorrect LAN; 004: NOC refused for an active loan.
 */
export interface ServiceRequestAnswer {
  success: boolean;
  message: string;
  message_code: '001' | '002' | '003' | '004' | '005';
  data: { message_code: string; Ticket?: string; message?: string };
}

export const userTypesEndpoint = /* @__PURE__ */ endpoint<void, WithData<UserType[]>>(
  'GET',
  '/api/v1/bb/request/get-user-type',
);

export const requestTypesEndpoint = /* @__PURE__ */ endpoint<
  { user_id: number | string },
  WithData<RequestType[]>
>('POST', '/api/v1/bb/request/get-request-type');

export const subRequestTypesEndpoint = /* @__PURE__ */ endpoint<
  { request_type_id: number | string; user_id?: number | string | null },
  WithData<SubRequestType[]>
>('POST', '/api/v1/bb/request/get-subrequest-type');

/**
 * The same answer whether or not a loan has the number or LAN (only a borrower's registered mobile
 * is texted): `message` is `careRouteMessages.otpSentToRegistered`, with no number in it.
 */
export const sendCareOtpEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ endpoint<CareIdentity, Confirmation>('POST', '/api/v1/bb/users/send-otp'),
);

export const verifyCareOtpEndpoint = /* @__PURE__ */ endpoint<
  CareIdentity & { otp: string },
  Confirmation,
  typeof serviceOtpSchema
>('POST', '/api/v1/bb/users/verify-otp', serviceOtpSchema);

export const careLoansEndpoint = /* @__PURE__ */ endpoint<CareIdentity, WithData<CareLoan[]>>(
  'POST',
  '/api/v1/bb/users/get-lan',
);

export const sendEmailOtpEndpoint = /* @__PURE__ */ endpoint<{ email: string }, Confirmation>(
  'POST',
  '/api/v1/bb/users/send-email-otp',
);

export const verifyEmailOtpEndpoint = /* @__PURE__ */ endpoint<
  { email?: string | null; phone?: string | null; updated_email?: string | null; otp: string },
  Confirmation,
  typeof serviceOtpSchema
>('POST', '/api/v1/bb/users/verify-email-otp', serviceOtpSchema);

export const cityStateEndpoint = /* @__PURE__ */ endpoint<
  { pincode: string },
  WithData<{ City: string; State: string }[]>
>('POST', '/api/v1/bb/request/get-city-state');

export const submitServiceRequestEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ endpoint<ServiceRequest, ServiceRequestAnswer, typeof customerCareSchema>(
    'POST',
    '/api/v1/bb/request/submit-request',
    customerCareSchema,
  ),
  { unlessCareProof: true },
);
