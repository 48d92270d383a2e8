-- Uploads are issued by the API: an opaque id for the browser, a storage key the API chooses, the
-- journey it belongs to, when the file arrived and when a request used it. Rows from before keep
-- their key as their id and count as used (they are referenced already).
alter table uploads add column id text;
alter table uploads add column journey text;
alter table uploads add column uploaded_at timestamptz;
alter table uploads add column used_at timestamptz;
alter table uploads alter column content_type drop not null;
alter table uploads alter column size drop not null;
update uploads
set id = key, journey = 'legacy', uploaded_at = created_at, used_at = created_at
where id is null;
alter table uploads alter column id set not null;
create unique index uploads_id on uploads (id);
create index uploads_owner_journey on uploads (owner, journey, created_at);
create index uploads_unused on uploads (created_at) where used_at is null;
