import type { FastifyInstance } from 'fastify';
import { pruneChallengeUses } from '../challenge/proof-of-work.ts';
import type { DB } from '../db/index.ts';
import { pruneExpired } from '../lib/rate-limit.ts';
import type { FileStorage } from '../providers/storage.ts';
import { pruneUnusedUploads } from '../storage/uploads.ts';

/** Expired counters, used challenges and unused uploads: removed at start, then every 10 minutes. */
export async function schedulePruning(app: FastifyInstance, db: DB, storage: FileStorage) {
  const prune = async () => {
    await pruneExpired(db);
    await pruneChallengeUses(db);
    await pruneUnusedUploads(db, storage);
  };
  await prune();
  const pruneTimer = setInterval(() => {
    prune().catch((error) => app.log.warn({ err: error }, 'prune failed'));
  }, 10 * 60_000);
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));
}
