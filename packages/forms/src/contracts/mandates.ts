import { mandateRegistrationSchema } from '../schemas/mandate.ts';
import { captchaFields, captchaMessages } from './captcha-fields.ts';
import { challenged, endpoint, type WithData, withBody } from './endpoint.ts';
import { mandateRouteMessages } from './mandate-messages.ts';
import { orderIdBody } from './order-id.ts';
import { requestBody, wire } from './wire.ts';

export { mandateRouteMessages };

/** The loan lookup that starts a mandate: LAN (twice), mobile and the captcha's answer. */
export interface MandateLookupRequest {
  lan: string;
  reLan?: string;
  mobileNo: string;
  captchaId: string;
  enteredCaptcha: string;
}

export interface MandateLoanDetails {
  LOAN_ACCOUNT_NO: string;
  CUSTOMER_NAME: string;
  LOAN_AMOUNT: string;
  EMI: string;
  /** yyyy-mm-dd */
  EMI_END_DATE: string;
  DUEDAY: number;
}

/** A mandate as the result page shows it (dates dd-mm-yyyy). */
export interface MandateDetails {
  order_id: string;
  subscription_id: string;
  umn: string;
  plan_name: string;
  start_end_date: string;
  interval_type: string;
  recurring_amount: string;
  first_charge_date: string;
  status: string;
}

/** The UPI route's plan. */
export interface MandatePlanRequest {
  /** yyyyMMddHHmmss */
  requestId: string;
  emiAmount: string | number;
  /** dd-mm-yyyy */
  endDate: string;
  loanAmount: string | number;
  leadId?: string;
  lan: string;
  mode: 'upi';
  source: 'BB_WEB_USER';
  url?: string;
}

export const mandateLookupEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ withBody(
    /* @__PURE__ */ endpoint<
      MandateLookupRequest,
      WithData<{ Details: MandateLoanDetails }>,
      typeof mandateRegistrationSchema
    >('POST', '/api/v1/bb/users/validate-lan', mandateRegistrationSchema),
    /* @__PURE__ */ requestBody(['lan', 'mobileNo', 'captchaId', 'enteredCaptcha'], {
      lan: wire.text({ max: 30 }),
      reLan: wire.text({ min: 0, max: 30 }),
      mobileNo: wire.text({ max: 10 }),
      ...captchaFields(),
    }),
    {
      _default: mandateRouteMessages.lan,
      lan: mandateRouteMessages.lan,
      reLan: mandateRouteMessages.reLan,
      mobileNo: mandateRouteMessages.mobileNo,
      ...captchaMessages(mandateRouteMessages.captcha),
    },
  ),
);

/** `message.id` 2: the UPI route; anything else: the bank route. */
export const mandatePriorityEndpoint = /* @__PURE__ */ endpoint<
  void,
  { success: boolean; message: { id: number } }
>('GET', '/api/v1/bb/mandate/checkMandatePriority');

/** Bank route. An existing mandate answers 'Mandate Already Registered' with its details. */
export const initiateMandateEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<
    { lan: string },
    {
      success: boolean;
      message: string;
      data: Partial<MandateDetails> & { order_id: string };
      /**
       * `authLink`: the authorisation page; empty when the provider's browser SDK opens it from
       * `subscription_session_id` (Cashfree Subscriptions).
       */
      subscription?: { data: { authLink: string; subscription_session_id?: string } };
    }
  >('POST', '/api/v1/bb/mandate/initiateMandate'),
  /* @__PURE__ */ requestBody(['lan'], { lan: wire.text({ max: 30 }) }, { open: true }),
  { _default: mandateRouteMessages.lan },
);

/** A rupee amount as the loan system writes it: up to 9 digits and 2 decimals. */
const loanSystemAmount = /^[0-9]{1,9}(\.[0-9]{1,2})?$/;

/** UPI route: `data.encryptedUrl` is the authorisation page. */
export const createMandatePlanEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<
    MandatePlanRequest,
    {
      success: boolean;
      message: string;
      /** `encryptedUrl` empty when the provider's SDK opens `subscription_session_id`. */
      data: Partial<MandateDetails> & {
        order_id: string;
        encryptedUrl?: string;
        subscription_session_id?: string;
      };
    }
  >('POST', '/api/v1/bb/payments/create-plan'),
  /* @__PURE__ */ requestBody(
    ['requestId', 'emiAmount', 'endDate', 'loanAmount', 'lan', 'mode', 'source'],
    {
      requestId: wire.text({ min: 0, pattern: /^[0-9]{14}$/ }),
      emiAmount: wire.numberOrText({ pattern: loanSystemAmount }),
      endDate: wire.text({ min: 0, pattern: /^[0-9]{2}-[0-9]{2}-[0-9]{4}$/ }),
      loanAmount: wire.numberOrText({ pattern: loanSystemAmount }),
      leadId: wire.text({ min: 0, max: 50 }),
      lan: wire.text({ max: 30 }),
      mode: wire.oneOf(['upi']),
      source: wire.oneOf(['BB_WEB_USER']),
      url: wire.text({ min: 0, max: 500 }),
    },
    { open: true },
  ),
  { _default: mandateRouteMessages.lan },
);

/** `success` is true when the mandate is ACTIVE; `message` is its status. */
export const mandateStatusEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<{ order_id: string }, WithData<MandateDetails>>(
    'POST',
    '/api/v1/bb/payments/e-mandate-status',
  ),
  /* @__PURE__ */ orderIdBody(),
  { _default: mandateRouteMessages.orderId },
);
