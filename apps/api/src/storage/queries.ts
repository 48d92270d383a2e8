import { sql } from 'kysely';
import type { DB } from '../db/index.ts';

/** An upload that has arrived, by the opaque id its uploader was given. */
export const arrivedUpload = (db: DB, id: string) =>
  db
    .selectFrom('uploads')
    .select(['key', 'owner'])
    .where('id', '=', id)
    .where('uploaded_at', 'is not', null)
    .executeTakeFirst();

/** Uploads the owner started in the journey over the last day. */
export const uploadsToday = (db: DB, owner: string, journey: 'career' | 'care') =>
  db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner', '=', owner)
    .where('journey', '=', journey)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();

/** The reservation a put link stands for, filled by the upload itself. */
export const reserveUpload = (
  db: DB,
  upload: { id: string; key: string; owner: string; journey: 'career' | 'care' },
) => db.insertInto('uploads').values(upload).execute();

/** The reservation made with the link, filled once: a second PUT never overwrites. */
export const claimUpload = (db: DB, key: string, owner: string, type: string, size: number) =>
  db
    .updateTable('uploads')
    .set({ content_type: type, size, uploaded_at: new Date() })
    .where('key', '=', key)
    .where('owner', '=', owner)
    .where('uploaded_at', 'is', null)
    .returning('key')
    .executeTakeFirst();

/** The storage refused the file: the reservation is open again. */
export const releaseUpload = (db: DB, key: string) =>
  db
    .updateTable('uploads')
    .set({ content_type: null, size: null, uploaded_at: null })
    .where('key', '=', key)
    .execute();

export const uploadedFile = (db: DB, key: string) =>
  db
    .selectFrom('uploads')
    .select(['content_type', 'owner'])
    .where('key', '=', key)
    .where('uploaded_at', 'is not', null)
    .executeTakeFirst();
