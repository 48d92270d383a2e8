-- Where the borrower authorises a mandate: the provider's page, or its session (Cashfree
-- Subscriptions opens it with its browser SDK). Kept so a repeated start answers the same one.
alter table mandates add column authorisation_url text;
alter table mandates add column provider_session text;
