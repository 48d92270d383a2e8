import { type Confirmation, challenged, endpoint, type WithData, withBody } from './endpoint.ts';
import { requestBody, wire } from './wire.ts';

/** A ticket number as customer care issues it: SR, the date (yymmdd) and 8 digits. */
export const ticketNumberShape = /^SR[0-9]{14}$/;

/** The ticket as typed, upper-cased and without spaces; `undefined` when it is no ticket number. */
export function ticketNumberOf(value: string): string | undefined {
  const ticket = value.replace(/\s+/g, '').toUpperCase();
  return ticketNumberShape.test(ticket) ? ticket : undefined;
}

/** A ticket's statuses, in the order a ticket moves through them. */
export const ticketStatuses = ['open', 'in-progress', 'resolved', 'closed', 'rejected'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Every word of the track-a-request journey, the API's answers and the page's labels. */
export const trackRequestMessages = {
  ticketRequired: 'Enter your ticket number',
  ticketInvalid: 'Enter the ticket number as it appears in your SMS, like SR26112612345678',
  mobileRequired: 'Enter the mobile number you raised the request with',
  mobileInvalid: 'Enter a 10-digit mobile number, like 9876543210',
  /**
   * The spec's words for a code that is not 6 digits (as `serviceOtpMessages.otp`), written here
   * so that the page's first script does not import a yup schema's module for them.
   */
  otp: 'Enter Valid OTP',
  /** The one answer to send-otp, whether or not the ticket exists and matches the mobile. */
  otpSent:
    'If the ticket number and mobile number match our records, we have sent an OTP to that mobile number.',
  otpVerified: 'OTP verified',
  /** An OTP for a ticket the number does not match gets the same answer as a wrong code. */
  verifyFirst: 'Please verify with the OTP sent to your mobile number first',
  otherTicket: 'You can only see the ticket you verified. Please verify this ticket first.',
  notFound: 'Ticket not found',
  otpSmsPurpose: (ticket: string) => `tracking your request ${ticket}`,
  statusNote: 'Please give a note of at most 500 characters',
  rejectNeedsReason: 'A rejection needs its reason as the note',
  statusUnchanged: (from: string, to: string) => `A ticket that is ${from} cannot become ${to}`,
  statusLabels: {
    open: 'Open',
    'in-progress': 'In progress',
    resolved: 'Resolved',
    closed: 'Closed',
    rejected: 'Rejected',
  } satisfies Record<TicketStatus, string>,
  /** The SMS sent when a ticket is raised in customer care (its own DLT template). */
  raisedSms: (ticket: string, link: string) =>
    `Your service request ${ticket} is raised. Track it at ${link} - RideOn Finance`,
  /** The SMS a status change sends (its own DLT template). */
  statusSms: (ticket: string, status: string, link: string) =>
    `Your service request ${ticket} is now ${status}. Track it at ${link}`,
  statusEmailSubject: (ticket: string) => `Your service request ${ticket}`,
  statusEmail: (ticket: string, status: string, note: string | null, link: string) =>
    `Your service request ${ticket} is now ${status}.${note ? `\n\n${note}` : ''}\n\nTrack it at ${link}`,
  /** Notes the sandbox service desk writes as it moves a ticket along. */
  sandboxNotes: {
    'in-progress': 'Assigned to our service team',
    resolved: 'Your request has been resolved',
  } as Partial<Record<TicketStatus, string>>,
  raisedNote: 'Request raised',
} as const;

/** The page's labels, hints and buttons, as the visitor reads them. */
export const trackRequestLabels = {
  ticket: 'Ticket number',
  ticketHint: 'It starts with SR and is in the SMS we sent when you raised the request.',
  mobile: 'Mobile number',
  mobileHint: 'The mobile number you raised the request with.',
  sendOtp: 'Send OTP',
  otp: 'Enter the 6-digit code',
  otpHint: 'We sent it by SMS. It is valid for 5 minutes.',
  verify: 'Show my request',
  resend: 'Send a new code',
  changeDetails: 'Change ticket or mobile number',
  errorSummary: 'There is a problem',
} as const;

export interface TrackRequestIdentity {
  ticket: string;
  mobile: string;
}

/** One status of a ticket's timeline: when (ISO), and the note given with it. */
export interface TicketEvent {
  status: TicketStatus;
  at: string;
  note: string | null;
}

export interface TrackedTicket {
  ticket: string;
  request_type: string;
  sub_request_type: string;
  /** ISO time the request was raised. */
  raised_at: string;
  status: TicketStatus;
  /** The request type's service level after it was raised (yyyy-mm-dd, IST). */
  expected_by: string;
  service_level_days: number;
  /** The attached document's name, when there is one. */
  attachment: string | null;
  /** Oldest first. */
  timeline: TicketEvent[];
  /** For 'Raise another request': who raised it (`UserType.user_type`), the same type and sub-type. */
  user_type: string;
  request_type_id: number;
  sub_request_id: number;
}

const identityFields = {
  ticket: wire.text({ max: 20 }),
  mobile: wire.text({ max: 16 }),
};
const identityMessages = {
  _default: trackRequestMessages.ticketInvalid,
  ticket: trackRequestMessages.ticketInvalid,
  'ticket:required': trackRequestMessages.ticketRequired,
  mobile: trackRequestMessages.mobileInvalid,
  'mobile:required': trackRequestMessages.mobileRequired,
};

/**
 * An OTP to the mobile a ticket was raised with. The one answer (`otpSent`) whether or not the
 * ticket exists or matches the mobile: only a matching mobile gets a code.
 */
export const sendTrackOtpEndpoint = /* @__PURE__ */ challenged(
  /* @__PURE__ */ withBody(
    /* @__PURE__ */ endpoint<TrackRequestIdentity, Confirmation>(
      'POST',
      '/api/v1/bb/service-requests/track/send-otp',
    ),
    /* @__PURE__ */ requestBody(['ticket', 'mobile'], identityFields),
    identityMessages,
  ),
);

/** Sets the short-lived `ticket_proof` cookie for that ticket only. */
export const verifyTrackOtpEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<TrackRequestIdentity & { otp: string }, Confirmation>(
    'POST',
    '/api/v1/bb/service-requests/track/verify-otp',
  ),
  /* @__PURE__ */ requestBody(['ticket', 'mobile', 'otp'], {
    ...identityFields,
    otp: wire.text({ max: 6, pattern: /^[0-9]{6}$/ }),
  }),
  { ...identityMessages, otp: trackRequestMessages.otp, 'otp:required': trackRequestMessages.otp },
);

/** The verified ticket with its timeline; 401 without the cookie, 403 for another ticket. */
export const trackedTicketEndpoint = /* @__PURE__ */ endpoint<void, WithData<TrackedTicket>>(
  'GET',
  '/api/v1/bb/service-requests/:ticket',
);

/** The service desk's status change (the CRM's signed webhook, and the development route). */
export interface TicketStatusChange {
  status: TicketStatus;
  note?: string | null;
}

export const ticketStatusChangeBody = /* @__PURE__ */ requestBody(['status'], {
  status: wire.oneOf(ticketStatuses),
  note: wire.optionalText({ max: 500 }),
});

/** Development only: sets a ticket's status with a note, as the service desk would. */
export const devTicketStatusEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<TicketStatusChange, Confirmation & { applied: boolean }>(
    'POST',
    '/api/dev/service-requests/:ticket/status',
  ),
  ticketStatusChangeBody,
  { _default: trackRequestMessages.statusNote, note: trackRequestMessages.statusNote },
);

/**
 * The service desk's (the company's CRM) webhook: `X-Service-Desk-Timestamp` (Unix seconds) and
 * `X-Service-Desk-Signature` (hex HMAC-SHA256 of `timestamp.rawBody`); each `event_id` is applied once.
 */
export const serviceDeskWebhookEndpoint = /* @__PURE__ */ withBody(
  /* @__PURE__ */ endpoint<
    TicketStatusChange & { event_id: string; ticket: string },
    Confirmation & { applied: boolean }
  >('POST', '/api/v1/bb/service-requests/webhook'),
  /* @__PURE__ */ requestBody(['event_id', 'ticket', 'status'], {
    event_id: wire.text({ max: 100, pattern: /^[A-Za-z0-9_.:-]+$/ }),
    ticket: wire.text({ max: 20, pattern: ticketNumberShape }),
    ...ticketStatusChangeBody.properties,
  }),
  { _default: trackRequestMessages.statusNote },
);
