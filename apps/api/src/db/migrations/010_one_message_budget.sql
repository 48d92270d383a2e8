-- One message budget per destination: every SMS to a number (this API's codes, the lender's code
-- for an enquiry, payment confirmations) and every e-mail to a mailbox is a send in the row's
-- sent_at (5 an hour), and every code sets last_code_at (a new code no sooner than 59 s after it).
-- A row may now hold the budget alone, with no code of this API: the code's columns may be empty.
alter table otp_destinations
  alter column code_id drop not null,
  alter column code_hash drop not null,
  alter column expires_at drop not null,
  add column last_code_at timestamptz;

-- Every send before this one was a code.
update otp_destinations set last_code_at = sent_at[cardinality(sent_at)];
