import { careMobile } from '@company/forms';
import type { CareLoan, ServiceRequestAnswer, UserType } from '@company/forms/contracts';

/**
 * The customer care journey in one place: who is asking (user type, identity, OTP), which loan,
 * the open dialog and the outcome. The form's own fields (name, e-mail, request type, query,
 * file) live in the form; this holds what the API has established.
 */
export interface CareJourney {
  userType?: UserType;
  /** What the visitor typed as mobile number (or, for customers, mobile number or LAN). */
  identity: string;
  /** The OTP dialog: open, and the masked number the code went to when a LAN was used. */
  otp: { open: boolean };
  /** A customer's mobile number, proven by the OTP. */
  verified: boolean;
  loans: readonly CareLoan[];
  /** The chosen loan (a customer's only loan is chosen for them). */
  lan?: string;
  /** The e-mail address proven by the e-mail OTP, and that dialog. */
  emailOtp: { open: boolean; email?: string };
  verifiedEmail?: string;
  dialog: CareDialog;
}

export type CareDialog =
  | { kind: 'none' }
  | { kind: 'lan-missing' }
  | { kind: 'noc-not-eligible'; message: string }
  | { kind: 'noc-address' }
  | { kind: 'created'; ticket: string; message: string }
  | { kind: 'pending'; ticket: string; message: string }
  | { kind: 'lan-reenter'; message: string }
  | { kind: 'lan-call'; message: string }
  | { kind: 'allocation-failed'; message: string };

export type CareEvent =
  | { type: 'userTypeChosen'; userType: UserType | undefined }
  | { type: 'identityTyped'; value: string }
  | { type: 'otpSent' }
  | { type: 'otpClosed' }
  | { type: 'otpVerified' }
  | { type: 'loansLoaded'; loans: readonly CareLoan[] }
  | { type: 'loanChosen'; lan: string | undefined }
  | { type: 'emailOtpSent'; email: string }
  | { type: 'emailOtpClosed' }
  | { type: 'emailVerified' }
  | { type: 'nocAsked'; message: string }
  | { type: 'answered'; answer: ServiceRequestAnswer }
  | { type: 'failed'; message: string }
  | { type: 'dialogClosed' };

export const initialJourney: CareJourney = {
  identity: '',
  otp: { open: false },
  verified: false,
  loans: [],
  emailOtp: { open: false },
  dialog: { kind: 'none' },
};

export const isCustomer = (journey: CareJourney) => journey.userType?.user_type === 'customer';

/**
 * Everything after the first two fields is enabled once the identity step is done: a customer
 * verified by OTP; a non-customer or dealer with a valid mobile number.
 */
export function identityDone(journey: CareJourney): boolean {
  if (!journey.userType) return false;
  return isCustomer(journey) ? journey.verified : careMobile(journey.identity.trim());
}

/** The spec: for customers, 10 characters or fewer is a mobile number, more is a LAN. */
export const identityOf = (value: string) =>
  value.trim().length > 10 ? { lan: value.trim().toUpperCase() } : { phone: value.trim() };

export const chosenLoan = (journey: CareJourney) =>
  journey.loans.find((loan) => loan.loan_account_no === journey.lan);

export function careJourney(journey: CareJourney, event: CareEvent): CareJourney {
  switch (event.type) {
    case 'userTypeChosen':
      // A new user type starts the identity again: the LAN and all that came from it go.
      return { ...initialJourney, userType: event.userType, identity: journey.identity };
    case 'identityTyped':
      // A new number or LAN needs its own OTP.
      return event.value === journey.identity
        ? journey
        : { ...journey, identity: event.value, verified: false, loans: [], lan: undefined };
    case 'otpSent':
      return { ...journey, otp: { open: true } };
    case 'otpClosed':
      return { ...journey, otp: { open: false } };
    case 'otpVerified':
      return { ...journey, otp: { open: false }, verified: true };
    case 'loansLoaded': {
      if (event.loans.length === 0) {
        return { ...journey, loans: [], lan: undefined, dialog: { kind: 'lan-missing' } };
      }
      const only = event.loans.length === 1 ? event.loans[0]?.loan_account_no : undefined;
      return { ...journey, loans: event.loans, lan: only };
    }
    case 'loanChosen':
      return { ...journey, lan: event.lan };
    case 'emailOtpSent':
      return { ...journey, emailOtp: { open: true, email: event.email } };
    case 'emailOtpClosed':
      return { ...journey, emailOtp: { open: false } };
    case 'emailVerified':
      return { ...journey, emailOtp: { open: false }, verifiedEmail: journey.emailOtp.email };
    case 'nocAsked':
      return event.message
        ? { ...journey, dialog: { kind: 'noc-not-eligible', message: event.message } }
        : { ...journey, dialog: { kind: 'noc-address' } };
    case 'answered':
      return { ...journey, dialog: dialogOf(event.answer) };
    case 'failed':
      return { ...journey, dialog: { kind: 'allocation-failed', message: event.message } };
    case 'dialogClosed':
      return { ...journey, dialog: { kind: 'none' } };
  }
}

/** The dialog a create answer opens, by its message code. */
function dialogOf(answer: ServiceRequestAnswer): CareDialog {
  const ticket = answer.data?.Ticket ?? '';
  const message = answer.data?.message ?? answer.message;
  if (answer.success && answer.message_code === '002') return { kind: 'created', ticket, message };
  if (answer.success && ticket) return { kind: 'pending', ticket, message };
  if (answer.message_code === '005') return { kind: 'lan-reenter', message: answer.message };
  if (answer.message_code === '001') return { kind: 'lan-call', message: answer.message };
  if (answer.message_code === '004') return { kind: 'noc-not-eligible', message: answer.message };
  return { kind: 'allocation-failed', message: answer.message };
}
