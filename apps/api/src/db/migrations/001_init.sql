-- Lookup lists
create table user_types (
  user_id integer primary key,
  user_type text not null unique
);

create table request_types (
  request_type_id integer primary key,
  request_type text not null
);

-- Which request types each user type may raise.
create table request_type_user_types (
  request_type_id integer not null references request_types (request_type_id),
  user_id integer not null references user_types (user_id),
  primary key (request_type_id, user_id)
);

create table sub_request_types (
  sub_request_id integer primary key,
  request_type_id integer not null references request_types (request_type_id),
  request_category_id integer not null,
  sub_request_type text not null
);

create table branches (
  branch_id integer primary key,
  branch_name text not null,
  state_number integer not null,
  state text not null
);

create table pincodes (
  pincode text primary key,
  city text not null,
  state text not null
);

-- Customers and their loans
create table loans (
  loan_account_no text primary key,
  customer_name text not null,
  phone text not null,
  email text,
  vehicle_number text,
  status text not null check (status in ('A', 'C')),
  loan_amount numeric(12, 2) not null,
  emi numeric(12, 2) not null,
  emi_end_date date not null,
  due_day integer not null check (due_day between 1 and 28)
);
create index loans_phone on loans (phone);

-- Captured data
create table leads (
  id bigserial primary key,
  name text not null,
  phone text not null,
  product_type text not null,
  created_at timestamptz not null default now()
);

create table career_applications (
  id bigserial primary key,
  first_name text not null,
  last_name text not null,
  email text,
  phone text not null,
  location text not null,
  linkedin text,
  resume_key text,
  created_at timestamptz not null default now()
);

create table contact_requests (
  id bigserial primary key,
  name text not null,
  phone text,
  email text,
  request_type text not null,
  query text,
  created_at timestamptz not null default now()
);

-- Security state shared by every instance
create table captchas (
  id text primary key,
  answer_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table otps (
  id text primary key,
  channel text not null check (channel in ('sms', 'email')),
  destination text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  verified_at timestamptz,
  superseded_at timestamptz,
  created_at timestamptz not null default now()
);
create index otps_destination on otps (destination, created_at);

create table rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (bucket, window_start)
);

-- Development outbox of the sandbox SMS / e-mail provider (empty in production)
create table outbox (
  id bigserial primary key,
  channel text not null,
  destination text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);

-- Uploaded documents (local storage behind signed URLs)
create table uploads (
  key text primary key,
  owner text not null,
  content_type text not null,
  size integer not null,
  created_at timestamptz not null default now()
);

-- Customer care service requests
create table service_requests (
  id bigserial primary key,
  ticket text not null unique,
  user_type text not null,
  phone text not null,
  lan text,
  name text not null,
  email text,
  request_type_id integer not null,
  sub_request_id integer not null,
  request_category_id integer,
  query text,
  vehicle_number text,
  attachments text,
  noc_dispatched_addr text,
  status text not null default 'open',
  created_at timestamptz not null default now()
);
create index service_requests_open on service_requests (phone, request_type_id, sub_request_id, status);

-- Mandates
create table mandates (
  order_id text primary key,
  loan_account_no text not null references loans (loan_account_no),
  route text not null check (route in ('bank', 'upi')),
  status text not null,
  subscription_id text not null,
  umn text,
  plan_name text not null,
  start_date date not null,
  end_date date not null,
  interval_type text not null,
  recurring_amount numeric(12, 2) not null,
  first_charge_date date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mandates_loan on mandates (loan_account_no, status);

-- Payments
create table payment_orders (
  order_id text primary key,
  payment_session_id text not null unique,
  loan_account_no text not null references loans (loan_account_no),
  mobile text not null,
  email text,
  amount numeric(12, 2) not null,
  status text not null,
  pg_order_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Every provider callback received (idempotency: one row per event id)
create table provider_callbacks (
  event_id text primary key,
  provider text not null,
  order_id text not null,
  status text not null,
  received_at timestamptz not null default now()
);

-- Pre-qualified offer enquiries (Aadhaar: last 4 digits only)
create table enquiries (
  request_id text primary key,
  lender_request_id text,
  mobile text not null,
  branch_id integer not null,
  state_number integer not null,
  channel_type integer not null,
  loan_amount integer not null,
  pan text,
  aadhaar_last4 text not null,
  status_code text,
  result_status integer,
  lead_id text,
  offer_amount integer,
  pan_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- State of the lender-system sandbox (in a real deployment this lives in the lender's system)
create table lender_sandbox_tokens (
  token_hash text primary key,
  expires_at timestamptz not null
);

create table lender_sandbox_requests (
  id text primary key,
  mobile text not null,
  pan_masked text,
  aadhaar_masked text not null,
  loan_amount integer not null,
  otp_hash text,
  otp_attempts integer not null default 0,
  result_status integer not null,
  offer_amount integer not null,
  lead_id text not null,
  pan_name text,
  created_at timestamptz not null default now()
);
