import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export interface ScriptContext {
  exec(sql: string): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}
export type ScriptRunner = <T>(fn: (ctx: ScriptContext) => Promise<T>) => Promise<T>;

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function migrationFiles(): { name: string; sql: string }[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(migrationsDir, name), 'utf8') }));
}

/**
 * Applies the SQL files of ./migrations in name order, each once, the same on PGlite and on a
 * PostgreSQL server. The whole run holds an advisory lock, so instances starting together on one
 * database take turns. Returns the names applied now.
 */
export async function migrate(_db: Kysely<Database>, run: ScriptRunner): Promise<string[]> {
  return run(async ({ exec, query }) => {
    await exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set((await query('select name from schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of migrationFiles()) {
      if (done.has(file.name)) continue;
      await exec(file.sql);
      await query('insert into schema_migrations (name) values ($1)', [file.name]);
      applied.push(file.name);
    }
    return applied;
  });
}
