-- Requests that must take effect once (a payment order, a mandate start), by the key the page
-- sends (`Idempotency-Key`): the first answer is stored and replayed to a repeat with the same key.
create table idempotent_requests (
  key text primary key,
  fingerprint text not null,
  answer text,
  created_at timestamptz not null default now()
);
create index idempotent_requests_created_at on idempotent_requests (created_at);

-- What the provider says was paid, checked against the order's amount before a callback applies.
alter table provider_callbacks add column amount numeric(12, 2);

-- The provider's checkout page of an order, so a second tab paying the same EMI resumes it.
alter table payment_orders add column checkout_url text;
