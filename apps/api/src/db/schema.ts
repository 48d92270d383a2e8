import type { OfferTerms } from '@company/forms/contracts';
import type { Language } from '@company/forms/i18n';
import type { ColumnType, Generated } from 'kysely';
import type { SandboxTables } from './sandbox-schema.ts';

/** Numeric columns come back as strings from both PGlite and pg. */
type Numeric = ColumnType<string, string | number, string | number>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateCol = ColumnType<Date, Date | string, Date | string>;
type Serial = ColumnType<string, never, never>;
/** A payment or mandate gateway, by the name its configuration gives it. */
export type GatewayName = 'sandbox' | 'cashfree';

export interface Database extends SandboxTables {
  user_types: { user_id: number; user_type: string };
  request_types: {
    request_type_id: number;
    request_type: string;
    /** Days within which a request of this type is answered. */
    service_level_days: Generated<number>;
  };
  request_type_user_types: { request_type_id: number; user_id: number };
  sub_request_types: {
    sub_request_id: number;
    request_type_id: number;
    request_category_id: number;
    sub_request_type: string;
  };
  branches: { branch_id: number; branch_name: string; state_number: number; state: string };
  pincodes: { pincode: string; city: string; state: string };
  loans: {
    loan_account_no: string;
    customer_name: string;
    phone: string;
    email: string | null;
    vehicle_number: string | null;
    status: 'A' | 'C';
    loan_amount: Numeric;
    emi: Numeric;
    emi_end_date: DateCol;
    due_day: number;
    /** The loan management system's outstanding figure; null until it has said. */
    outstanding: ColumnType<
      string | null,
      string | number | null | undefined,
      string | number | null
    >;
  };
  leads: {
    id: Serial;
    name: string;
    phone: string;
    product_type: string;
    created_at: Timestamp;
  };
  career_applications: {
    id: Serial;
    first_name: string;
    last_name: string;
    email: string | null;
    phone: string;
    location: string;
    linkedin: string | null;
    resume_key: string | null;
    created_at: Timestamp;
  };
  contact_requests: {
    id: Serial;
    name: string;
    phone: string | null;
    email: string | null;
    request_type: string;
    query: string | null;
    created_at: Timestamp;
  };
  captchas: {
    id: string;
    answer_hash: string;
    /** The answer, AES-GCM sealed, for the audio alternative (null before migration 004). */
    answer_sealed: string | null;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: Timestamp;
  };
  /** Codes sent before migration 009 (only pruned now: otp_destinations holds the current code). */
  otps: {
    id: string;
    channel: 'sms' | 'email';
    destination: string;
    code_hash: string;
    attempts: Generated<number>;
    expires_at: Timestamp;
    verified_at: Timestamp | null;
    superseded_at: Timestamp | null;
    created_at: Timestamp;
  };
  /**
   * Each number's (or mailbox's) message budget: every message of the last hour, when the last code
   * went, and this API's current code if it has one (migrations 009, 010).
   */
  otp_destinations: {
    channel: 'sms' | 'email';
    destination: string;
    sent_at: ColumnType<Date[], Date[] | string, Date[] | string>;
    last_code_at: Timestamp | null;
    code_id: string | null;
    code_hash: string | null;
    attempts: Generated<number>;
    expires_at: Timestamp | null;
    verified_at: Timestamp | null;
  };
  /** Solved proof-of-work challenges, kept until they expire so each is accepted once (011). */
  challenge_uses: { signature: string; expires_at: Timestamp };
  rate_limits: { bucket: string; window_start: Timestamp; window_end: Timestamp; count: number };
  outbox: {
    id: Serial;
    channel: string;
    destination: string;
    subject: string;
    body: string;
    created_at: Timestamp;
  };
  uploads: {
    /** Opaque id the browser holds (the key itself for rows from before migration 003). */
    id: string;
    /** Storage key, chosen by the API. */
    key: string;
    owner: string;
    /** 'career' | 'care' ('legacy' for rows from before migration 003). */
    journey: string;
    content_type: string | null;
    size: number | null;
    created_at: Timestamp;
    uploaded_at: Timestamp | null;
    used_at: Timestamp | null;
  };
  service_requests: {
    id: Serial;
    ticket: string;
    user_type: string;
    phone: string;
    lan: string | null;
    name: string;
    email: string | null;
    request_type_id: number;
    sub_request_id: number;
    request_category_id: number | null;
    query: string | null;
    vehicle_number: string | null;
    attachments: string | null;
    noc_dispatched_addr: string | null;
    status: Generated<string>;
    /** The journey's language: the later SMS and e-mails are written in it. */
    language: Generated<Language>;
    created_at: Timestamp;
  };
  service_request_events: {
    id: Serial;
    ticket: string;
    status: string;
    note: string | null;
    source: 'service-desk' | 'sandbox' | 'development';
    /** The service desk's own id of the event: the same id twice is applied once. */
    event_id: string | null;
    created_at: Timestamp;
  };
  mandates: {
    order_id: string;
    loan_account_no: string;
    route: 'bank' | 'upi';
    status: string;
    subscription_id: string;
    umn: string | null;
    plan_name: string;
    start_date: DateCol;
    end_date: DateCol;
    interval_type: string;
    recurring_amount: Numeric;
    first_charge_date: DateCol;
    authorisation_url: string | null;
    provider_session: string | null;
    /** The gateway that made it: a sandbox page serves only the sandbox's own. */
    gateway: GatewayName;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  payment_orders: {
    order_id: string;
    payment_session_id: string;
    loan_account_no: string;
    mobile: string;
    email: string | null;
    amount: Numeric;
    status: string;
    pg_order_id: string | null;
    checkout_url: string | null;
    /** The gateway that made it: a sandbox page serves only the sandbox's own. */
    gateway: GatewayName;
    /** The journey's language: the payment's SMS is written in it. */
    language: Generated<Language>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  provider_callbacks: {
    event_id: string;
    provider: string;
    order_id: string;
    status: string;
    amount: Numeric | null;
    received_at: Timestamp;
  };
  idempotent_requests: {
    key: string;
    fingerprint: string;
    answer: string | null;
    created_at: Timestamp;
  };
  enquiries: {
    request_id: string;
    lender_request_id: string | null;
    mobile: string;
    branch_id: number;
    state_number: number;
    channel_type: number;
    loan_amount: number;
    pan: string | null;
    aadhaar_last4: string;
    status_code: string | null;
    result_status: number | null;
    lead_id: string | null;
    offer_amount: number | null;
    pan_name: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  enquiry_key_facts: {
    id: string;
    request_id: string;
    terms_source: 'lender' | 'product';
    /** The OfferTerms shown (jsonb): written as JSON text, read back parsed. */
    terms: ColumnType<OfferTerms, string, string>;
    apr: Numeric;
    shown_at: Timestamp;
    first_downloaded_at: Date | null;
    last_downloaded_at: Date | null;
    downloads: Generated<number>;
  };
}
