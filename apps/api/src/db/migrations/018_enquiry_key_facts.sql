-- The Key Facts Statement shown with a pre-qualified offer: which terms (the lender's, or the
-- product's standard ones when the lender gave none), the APR shown, when; and each download of
-- its PDF. The id is the PDF's address, issued only with the offer, so no other enquiry reaches it.
create table enquiry_key_facts (
  id text primary key,
  request_id text not null references enquiries (request_id),
  terms_source text not null check (terms_source in ('lender', 'product')),
  terms jsonb not null,
  apr numeric(7, 2) not null,
  shown_at timestamptz not null default now(),
  first_downloaded_at timestamptz,
  last_downloaded_at timestamptz,
  downloads integer not null default 0 check (downloads >= 0)
);

create index enquiry_key_facts_request on enquiry_key_facts (request_id);
