-- Each number's OTP sends of the last hour, in one row per channel and number. One upsert locks
-- that row and checks the resend wait and the hourly cap on its latest version, so a send is one
-- statement with no transaction or advisory lock around it (they were three of a send's seven
-- round trips). Filled from the codes of the last hour, so the limits carry over the deploy. An
-- instance still running the earlier code counts the otps table under its advisory lock, so
-- while both run, one number may get one code from each in the same minute.
create table otp_sends (
  channel text not null check (channel in ('sms', 'email')),
  destination text not null,
  -- The sends of the last hour, oldest first; a send trims what is older.
  sent_at timestamptz[] not null,
  primary key (channel, destination)
);

insert into otp_sends (channel, destination, sent_at)
select channel, destination, array_agg(created_at order by created_at)
from otps
where created_at > now() - interval '1 hour'
group by channel, destination;
