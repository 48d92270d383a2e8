-- The language of the journey a ticket was raised or a payment made in: the SMS and e-mails sent
-- later (a status change, a payment confirmed by the gateway) are written in it.
alter table service_requests
  add column language text not null default 'en' check (language in ('en', 'hi'));

alter table payment_orders
  add column language text not null default 'en' check (language in ('en', 'hi'));
