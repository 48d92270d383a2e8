import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The cookie that ties uploads to the browser that made them. */
export const OWNER_COOKIE = 'upl';

/**
 * Uses an upload for a request: only an id this API issued, to the same browser (`owner`), in
 * the same journey, whose file arrived and that no request used yet. Marks it used (in the
 * caller's transaction, so a refused request leaves it usable) and answers its storage key, or
 * null when the id does not qualify.
 */
export async function claimUpload(
  db: Kysely<Database>,
  claim: { id: string; owner: string | undefined; journey: 'career' | 'care'; pdfOnly?: boolean },
): Promise<string | null> {
  if (!claim.owner) return null;
  let query = db
    .updateTable('uploads')
    .set({ used_at: new Date() })
    .where('id', '=', claim.id)
    .where('owner', '=', claim.owner)
    .where('journey', '=', claim.journey)
    .where('uploaded_at', 'is not', null)
    .where('used_at', 'is', null);
  if (claim.pdfOnly) query = query.where('content_type', '=', 'application/pdf');
  const row = await query.returning('key').executeTakeFirst();
  return row?.key ?? null;
}

/**
 * Removes uploads no request used within a day of their link (files and rows), so that nobody
 * can fill the storage with files that nothing refers to. Answers how many went.
 */
export async function pruneUnusedUploads(
  db: Kysely<Database>,
  storage: { remove(key: string): Promise<void> },
): Promise<number> {
  const stale = await db
    .selectFrom('uploads')
    .select(['id', 'key'])
    .where('used_at', 'is', null)
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .limit(500)
    .execute();
  for (const upload of stale) {
    await storage.remove(upload.key);
    await db
      .deleteFrom('uploads')
      .where('id', '=', upload.id)
      .where('used_at', 'is', null)
      .execute();
  }
  return stale.length;
}
