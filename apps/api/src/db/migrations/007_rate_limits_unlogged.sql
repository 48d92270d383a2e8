-- Rate-limit counters need no crash safety: a lost counter only forgets part of one window.
-- Unlogged, a counter's update writes no WAL, so its transaction commits without waiting for a
-- flush. That matters when many requests come from one address (a campaign behind a carrier's
-- shared address): each waits for the one before it to release the counter's row.
alter table rate_limits set unlogged;
