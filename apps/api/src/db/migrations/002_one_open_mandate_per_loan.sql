-- At most one pending or active mandate per loan, across the bank and UPI routes, so that two
-- start calls (or two instances) can never both be authorised. Older duplicates from before this
-- rule are cancelled first: an active one is kept over a pending one, then the newest.
with ranked as (
  select order_id,
         row_number() over (
           partition by loan_account_no
           order by (status = 'ACTIVE') desc, created_at desc
         ) as place
  from mandates
  where status in ('PENDING', 'ACTIVE')
)
update mandates
set status = 'CANCELLED', updated_at = now()
where order_id in (select order_id from ranked where place > 1);

create unique index mandates_one_open_per_loan on mandates (loan_account_no)
  where status in ('PENDING', 'ACTIVE');
