-- Which gateway made each payment order and mandate, so that a sandbox page serves only the
-- sandbox's own, whatever else a deployment runs for real. Older rows: the sandbox answers a
-- checkout page (payments) and no provider session (mandates); Cashfree the reverse.
alter table payment_orders add column gateway text;
update payment_orders set gateway = case when checkout_url is null then 'cashfree' else 'sandbox' end;
alter table payment_orders alter column gateway set not null;
alter table mandates add column gateway text;
update mandates set gateway = case when provider_session is null then 'sandbox' else 'cashfree' end;
alter table mandates alter column gateway set not null;
