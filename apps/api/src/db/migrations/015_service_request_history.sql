-- The service level of each request type: the days within which a request of it is answered.
alter table request_types add column service_level_days integer not null default 7
  check (service_level_days between 1 and 90);
update request_types set service_level_days = case request_type_id
    when 23 then 3 when 24 then 2 when 25 then 3 when 27 then 15 when 28 then 2 when 30 then 10
    else 7 end;

-- The statuses a ticket can have (the ticket's current one stays on service_requests).
update service_requests set status = 'open' where status not in
  ('open', 'in-progress', 'resolved', 'closed', 'rejected');
alter table service_requests add constraint service_requests_status check
  (status in ('open', 'in-progress', 'resolved', 'closed', 'rejected'));

-- Each status a ticket took after it was raised (its raising is the request's created_at), with
-- its time and note. A service-desk event carries its own id, which makes it applied once (a
-- webhook delivered twice, or replayed, adds nothing).
create table service_request_events (
  id bigserial primary key,
  ticket text not null references service_requests (ticket) on delete cascade,
  status text not null
    check (status in ('open', 'in-progress', 'resolved', 'closed', 'rejected')),
  note text,
  source text not null check (source in ('service-desk', 'sandbox', 'development')),
  event_id text unique,
  created_at timestamptz not null default now()
);
create index service_request_events_ticket on service_request_events (ticket, created_at, id);
