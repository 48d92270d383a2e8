-- A counter's row may go once its window has ended, whatever the window's length. The prune used
-- to drop every row older than two hours, which reset the daily quota (uploads per address per
-- day) two hours after midnight, every ten minutes. The default (fixed when this runs for the
-- rows already there) gives rows written without an end, by an instance still running the
-- earlier code during a deploy, a day before they go.
alter table rate_limits add column window_end timestamptz not null default (now() + interval '1 day');
