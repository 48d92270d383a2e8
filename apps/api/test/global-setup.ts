import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/index.ts';
import { migrationFiles } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { todayInIndia } from '../src/db/seed-lms.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a data-directory dump of a migrated, seeded database. */
    templatePath: string;
    /** PostgreSQL: name of the migrated, seeded template database. */
    templateDatabase: string;
  }
}

export const TEMPLATE_DB = 'api_test_template';

/**
 * Pays PGlite's initdb (≈2 s) and the migrations once per run instead of once per test file: the
 * migrated, seeded database is dumped to a tarball (cached by content) that every test file loads
 * into an in-memory PGlite. With DATABASE_URL, a template database is made on the server instead.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const handle = await openDatabase({ kind: 'postgres', url: templateUrl.toString() });
    await seedDatabase(handle.db);
    await handle.close();
    project.provide('templateDatabase', TEMPLATE_DB);
    project.provide('templatePath', '');
    return;
  }
  const hash = crypto.createHash('sha256');
  for (const file of migrationFiles()) hash.update(file.name).update(file.sql);
  for (const file of ['seed.ts', 'seed-data.ts', 'seed-lms.ts']) {
    hash.update(fs.readFileSync(new URL(`../src/db/${file}`, import.meta.url)));
  }
  // The LMS sandbox's seed is dated relative to the day it is made.
  hash.update(todayInIndia());
  const templatePath = path.join(
    os.tmpdir(),
    `company-api-template-${hash.digest('hex').slice(0, 16)}.tar`,
  );
  if (!fs.existsSync(templatePath)) {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    await seedDatabase(handle.db);
    const dump = await handle.pglite!.dumpDataDir('none');
    const tmp = `${templatePath}.${process.pid}`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, templatePath);
    await handle.close();
  }
  project.provide('templatePath', templatePath);
  project.provide('templateDatabase', '');
}
