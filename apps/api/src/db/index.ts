import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { acquireDirectoryLock } from './lock.ts';
import { migrate, type ScriptRunner } from './migrate.ts';
import { SerialPGliteDialect } from './pglite-dialect.ts';
import { runRegisteredStatementsByName } from './prepared.ts';
import type { Database } from './schema.ts';

export type { Database } from './schema.ts';
export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance, for the embedded database. */
  pglite?: PGlite;
  /** Runs a multi-statement SQL script inside one transaction holding the migration lock. */
  runScripts: ScriptRunner;
  close(): Promise<void>;
}

// numeric → string (default in both); int8 (count(*), bigserial) → string in both.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => new Date(`${v}T00:00:00Z`));

export interface OpenOptions {
  /** A PGlite data directory dump (tar) to start an in-memory database from. */
  loadDataDir?: Blob;
  /** Skip migrations (the template already has them). */
  migrate?: boolean;
}

export async function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  const handle =
    config.kind === 'postgres'
      ? openPostgres(config.url, config.preparedStatements)
      : await openPGlite(config.kind === 'pglite' ? config.dataDir : undefined, options);
  if (options.migrate !== false) {
    try {
      await migrate(handle.db, handle.runScripts);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

function openPostgres(url: string, preparedStatements = true): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  if (preparedStatements) pool.on('connect', runRegisteredStatementsByName);
  // An idle connection the server ends (restart, failover, a forced drop) emits 'error' on the pool;
  // without a listener that would crash the process. The pool discards the client and reconnects.
  pool.on('error', (error) => {
    console.warn(`database: idle connection closed by the server (${error.message})`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    runScripts: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock(727001)');
        const result = await fn({
          exec: async (text) => {
            await client.query(text);
          },
          query: async (text, params) => (await client.query(text, params)).rows,
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}

/** Directories opened by this process (PGlite takes no lock of its own). */
const openDirs = new Set<string>();

async function openPGlite(dataDir: string | undefined, options: OpenOptions) {
  let releaseLock = () => {};
  if (dataDir) {
    if (openDirs.has(dataDir)) {
      throw new Error(`Database directory ${dataDir} is already open in this process`);
    }
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDirectoryLock(`${dataDir}.lock`, dataDir);
    // PGlite always records pid -42 in postmaster.pid and leaves it behind when killed; with our
    // own lock held, a postmaster.pid here is stale and would make the open hang or abort.
    fs.rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
    openDirs.add(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(
      dataDir,
      options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
    );
  } catch (error) {
    if (dataDir) openDirs.delete(dataDir);
    releaseLock();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new SerialPGliteDialect(pglite) });
  let closed = false;
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    pglite,
    runScripts: (fn) =>
      pglite.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(727001)');
        return fn({
          exec: async (text) => {
            await tx.exec(text);
          },
          query: async (text, params) =>
            (await tx.query<Record<string, unknown>>(text, params)).rows,
        });
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      if (dataDir) openDirs.delete(dataDir);
      releaseLock();
    },
  };
  return handle;
}
