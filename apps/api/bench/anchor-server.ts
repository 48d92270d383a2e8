/**
 * The benchmark's anchor: the least a lead route can do. A bare Fastify 5 route that stores the
 * posted JSON with one `INSERT … RETURNING` on the same driver as the API: PGlite on disk
 * (`DATA_DIR`) with the same options, or PostgreSQL (`DATABASE_URL`) through a `pg` pool of the
 * same size. It has no validation, rate limit, Kysely, hooks or logging. Started by
 * `bench/leads.ts` as a child process, as the API is, and prints the same ready line.
 * ANCHOR_PREPARED=1 runs the insert as a named prepared statement, as the API runs its hottest
 * statements (src/db/prepared.ts): the anchor for what the route adds on top of its database.
 * ANCHOR_ROUTE=captcha serves the captcha's own foundations instead: six random letters, one
 * `INSERT` of the id and the answer's HMAC, and the same picture (`src/captcha/picture.ts`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { CAPTCHA_ALPHABET, renderCaptcha } from '../src/captcha/picture.ts';
import { PGlitePreparedStatements } from '../src/db/prepared.ts';

const databaseUrl = process.env.DATABASE_URL;
const captchaAnchor = process.env.ANCHOR_ROUTE === 'captcha';
const create = captchaAnchor
  ? `create table if not exists anchor_captchas (id text primary key, answer_hash text not null,
  expires_at timestamptz not null, created_at timestamptz not null default now())`
  : `create table if not exists anchor_leads (
  id bigserial primary key, name text not null, phone text not null, product_type text not null,
  created_at timestamptz not null default now())`;
const insert = captchaAnchor
  ? `insert into anchor_captchas (id, answer_hash, expires_at)
  values ($1, $2, now() + interval '5 minutes') returning id`
  : 'insert into anchor_leads (name, phone, product_type) values ($1, $2, $3) returning id';
const prepared = process.env.ANCHOR_PREPARED === '1';

let query: (params: string[]) => Promise<{ rows: { id: string }[] }>;
let close: () => Promise<void>;
if (databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(create);
  query = (params) =>
    pool.query<{ id: string }>(
      prepared ? { name: 'anchor', text: insert, values: params } : insert,
      params,
    );
  // The bench may run against a shared server: leave nothing behind.
  close = () =>
    pool
      .query(`drop table ${captchaAnchor ? 'anchor_captchas' : 'anchor_leads'}`)
      .then(() => pool.end());
} else {
  const dataDir = path.join(process.env.DATA_DIR ?? '.', 'anchor-pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  await db.exec(create);
  const statements = new PGlitePreparedStatements(db);
  query = prepared
    ? async (params) => ({
        rows: (await statements.run('anchor', insert, params)).rows as { id: string }[],
      })
    : (params) => db.query<{ id: string }>(insert, params);
  close = () => db.close();
}

const app = Fastify();
app.get('/api/v1/bb/payments/captcha', async () => {
  let text = '';
  for (let i = 0; i < 6; i++)
    text += CAPTCHA_ALPHABET[crypto.randomInt(0, CAPTCHA_ALPHABET.length)];
  const id = crypto.randomBytes(18).toString('base64url');
  const hash = crypto.createHmac('sha256', 'anchor').update(`${id}:${text}`).digest('base64url');
  await query([id, hash]);
  const png = await renderCaptcha(text);
  return {
    success: true,
    data: { captchaId: id, image: `data:image/png;base64,${png.toString('base64')}` },
  };
});
app.post<{ Body: { name: string; phone: string; product_type: string } }>(
  '/api/v1/bb/users/product-queries',
  async (request) => {
    const { rows } = await query([
      request.body.name,
      request.body.phone,
      request.body.product_type,
    ]);
    return { success: true, data: { success: true, id: String(rows[0]?.id) } };
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(close)
      .then(() => process.exit(0));
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.info(
  `Company site and API: http://localhost:${(app.server.address() as { port: number }).port}`,
);
