import { myLoanOtpSchema, myLoanSignInSchema } from '../schemas/my-loan.ts';
import { myLoanMessages } from '../schemas/my-loan-messages.ts';
import { myLoanRouteMessages } from './my-loan-messages.ts';

export { isMobileOrLan } from '../schemas/my-loan-messages.ts';
export { myLoanRouteMessages };

import {
  type Confirmation,
  challenged,
  endpoint,
  pathOf,
  type WithData,
  withBody,
} from './endpoint.ts';
import { jsonPatterns } from './json-patterns.ts';
import { requestBody, wire } from './wire.ts';

/** A loan as the borrower sees it on /my-loan. Amounts in whole rupees; dates yyyy-mm-dd. */
export interface MyLoan {
  lan: string;
  product: string;
  vehicle_number: string | null;
  status: 'active' | 'closed';
  amount_financed: number;
  emi: number;
  annual_rate: number;
  tenure_months: number;
  /** The first instalment not collected, when one is left. */
  next_due: { date: string; amount: number; overdue: boolean } | null;
  instalments_paid: number;
  instalments_left: number;
  principal_outstanding: number;
  closed_on: string | null;
  /** The registered mobile (the session's own): quick pay is filled in with it. */
  mobile: string;
  /** A closed loan's NOC request raised in customer care, if one was. */
  noc_request: NocRequestState | null;
}

/** One month of the repayment schedule. */
export interface Instalment {
  month: number;
  due_date: string;
  emi: number;
  principal: number;
  interest: number;
  /** Principal owed after this instalment. */
  balance: number;
  status: 'paid' | 'due' | 'overdue';
}

/** A payment on the loan: collected by e-mandate or at a branch, or made online on this site. */
export interface LoanPayment {
  date: string;
  amount: number;
  mode: 'mandate' | 'branch' | 'online';
  reference: string;
  status: 'success' | 'failed';
  /** An online payment's order: its receipt is `myLoanReceiptPath(lan, order_id)`. */
  order_id: string | null;
}

/** The loan's e-mandate: the UMRN shows its last 4 characters only. */
export interface LoanMandate {
  status: 'none' | 'pending' | 'active' | 'failed';
  umrn_masked: string | null;
  bank_route: 'bank' | 'upi' | null;
}

/** The NOC request raised in customer care for a closed loan, if any. */
export interface NocRequestState {
  ticket: string;
  status: string;
  raised_on: string;
}

export interface MyLoanSignIn {
  mobileOrLan: string;
}

const signInBody = {
  mobileOrLan: wire.text({ max: 30, pattern: '^[A-Za-z0-9+ -]{1,30}$' }),
};

/** Sends an OTP to the registered mobile of the mobile number or LAN; the same answer for any. */
export const myLoanSendOtpEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ withBody(
    /* @__PURE__ */ endpoint<MyLoanSignIn, Confirmation, typeof myLoanSignInSchema>(
      'POST',
      '/api/v1/bb/my-loan/send-otp',
      myLoanSignInSchema,
    ),
    /* @__PURE__ */ requestBody(['mobileOrLan'], signInBody),
    { _default: myLoanMessages.mobileOrLanInvalid },
  ),
);

/** Checks the OTP; opens the session (an httpOnly cookie for that mobile only). */
export const myLoanVerifyOtpEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<MyLoanSignIn & { otp: string }, Confirmation, typeof myLoanOtpSchema>(
    'POST',
    '/api/v1/bb/my-loan/verify-otp',
    myLoanOtpSchema,
  ),
  /* @__PURE__ */ requestBody(['mobileOrLan', 'otp'], {
    ...signInBody,
    otp: wire.text({ max: 6, pattern: jsonPatterns.otp6 }),
  }),
  { _default: myLoanMessages.mobileOrLanInvalid, otp: myLoanMessages.otp },
);

/** Ends the session. */
export const myLoanSignOutEndpoint = /* @__PURE__ */ endpoint<void, Confirmation>(
  'POST',
  '/api/v1/bb/my-loan/sign-out',
);

/** Every loan of the session's mobile. */
export const myLoansEndpoint = /* @__PURE__ */ endpoint<void, WithData<MyLoan[]>>(
  'GET',
  '/api/v1/bb/my-loan/loans',
);

export const myLoanScheduleEndpoint = /* @__PURE__ */ endpoint<void, WithData<Instalment[]>>(
  'GET',
  '/api/v1/bb/my-loan/loans/:lan/schedule',
);

export const myLoanPaymentsEndpoint = /* @__PURE__ */ endpoint<void, WithData<LoanPayment[]>>(
  'GET',
  '/api/v1/bb/my-loan/loans/:lan/payments',
);

export const myLoanMandateEndpoint = /* @__PURE__ */ endpoint<void, WithData<LoanMandate>>(
  'GET',
  '/api/v1/bb/my-loan/loans/:lan/mandate',
);

/** An online payment's receipt again (PDF). */
export const myLoanReceiptEndpoint = /* @__PURE__ */ endpoint<void, ArrayBuffer>(
  'GET',
  '/api/v1/bb/my-loan/loans/:lan/receipt/:orderId',
);

/** The statement of account (PDF): `?period=this-fy|last-fy`, or `?from=yyyy-mm-dd&to=yyyy-mm-dd`. */
export const myLoanStatementEndpoint = /* @__PURE__ */ endpoint<void, ArrayBuffer>(
  'GET',
  '/api/v1/bb/my-loan/loans/:lan/statement',
);

/** The NOC letter of a closed loan (PDF). */
export const myLoanNocEndpoint = /* @__PURE__ */ endpoint<void, ArrayBuffer>(
  'GET',
  '/api/v1/bb/my-loan/loans/:lan/noc',
);

export type StatementPeriod =
  | { period: 'this-fy' | 'last-fy' }
  | { period: 'range'; from: string; to: string };

/** The statement's URL for a period. */
export function myLoanStatementPath(lan: string, period: StatementPeriod): string {
  const query =
    period.period === 'range'
      ? `from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`
      : `period=${period.period}`;
  return `${pathOf(myLoanStatementEndpoint, { lan })}?${query}`;
}
