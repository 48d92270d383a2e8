-- Each solved proof-of-work challenge is accepted once: its signature is kept here until the
-- challenge expires, so a second use (on this instance or another) finds it and is refused.
create table challenge_uses (
  signature text primary key,
  expires_at timestamptz not null
);
create index challenge_uses_expires_at on challenge_uses (expires_at);
