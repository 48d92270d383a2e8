-- What the loan management system's sandbox knows of each seeded loan beyond the site's copy: its
-- product and terms (the schedule is worked out from them), how many instalments fell due without
-- being collected, and when a closed loan closed. The real system keeps all this itself.
create table lms_sandbox_loans (
  loan_account_no text primary key references loans (loan_account_no),
  product text not null,
  annual_rate numeric(5, 2) not null,
  tenure_months integer not null check (tenure_months > 0),
  first_due_date date not null,
  instalments_missed integer not null default 0 check (instalments_missed >= 0),
  closed_on date
);
