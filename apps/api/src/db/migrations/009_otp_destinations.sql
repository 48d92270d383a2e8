-- One row per channel and number: its current code and its sends of the last hour. A send is one
-- upsert that locks the row, checks the resend wait and the hourly cap on its latest version and
-- replaces the code, which supersedes the one before; no transaction or advisory lock around it
-- (they were three of a send's seven round trips), and no second table to write. A check counts
-- its attempt on the same row. The otps table is no longer written: it empties as it is pruned.
create table otp_destinations (
  channel text not null check (channel in ('sms', 'email')),
  destination text not null,
  -- The sends of the last hour, oldest first; a send trims what is older.
  sent_at timestamptz[] not null,
  -- The current code: its id (part of what its hash covers), the hash, and its checks.
  code_id text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  verified_at timestamptz,
  primary key (channel, destination)
);

-- The numbers sent a code in the last hour, so the limits hold across the deploy and a code sent
-- just before it still verifies. An instance still running the earlier code keeps to the otps
-- table, so while both run, a code it sends verifies only on it.
insert into otp_destinations
  (channel, destination, sent_at, code_id, code_hash, attempts, expires_at, verified_at)
select distinct on (channel, destination)
  channel, destination,
  array(
    select o.created_at from otps o
    where o.channel = latest.channel and o.destination = latest.destination
      and o.created_at > now() - interval '1 hour'
    order by o.created_at
  ),
  id, code_hash, attempts, expires_at, verified_at
from otps as latest
where created_at > now() - interval '1 hour'
order by channel, destination, created_at desc;
