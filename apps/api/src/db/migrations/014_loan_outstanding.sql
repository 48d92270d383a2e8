-- What the loan management system says is outstanding on each loan (principal and dues): a quick
-- payment may not exceed it. Null until the system has said; then the amount financed caps it.
alter table loans add column outstanding numeric(12, 2);
update loans set outstanding = 0 where status = 'C';
