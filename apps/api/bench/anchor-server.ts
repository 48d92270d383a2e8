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
 * ANCHOR_ROUTE=send-otp serves the OTP's: the borrower looked up by mobile, one `INSERT` of the
 * code's HMAC, and one of the message into an outbox, as the API's sandbox sender does.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { CAPTCHA_ALPHABET, renderCaptcha } from '../src/captcha/picture.ts';
import { PGlitePreparedStatements } from '../src/db/prepared.ts';
import { benchBorrowers, firstBenchMobile } from './borrowers.ts';

const databaseUrl = process.env.DATABASE_URL;
const anchorRoute = process.env.ANCHOR_ROUTE ?? 'lead';
/** Each anchor's tables: only what its statements need, nothing the API's tables add. */
const tables: Record<string, string[]> = {
  lead: [
    `create table if not exists anchor_leads (id bigserial primary key, name text not null,
      phone text not null, product_type text not null, created_at timestamptz not null default now())`,
  ],
  captcha: [
    `create table if not exists anchor_captchas (id text primary key, answer_hash text not null,
      expires_at timestamptz not null, created_at timestamptz not null default now())`,
  ],
  'send-otp': [
    'create table if not exists anchor_loans (phone text primary key)',
    // The bench's made-up borrowers (bench/borrowers.ts).
    `insert into anchor_loans select (${firstBenchMobile}::bigint + i)::text
      from generate_series(0, ${benchBorrowers - 1}) as i on conflict do nothing`,
    `create table if not exists anchor_otps (id text primary key, destination text not null,
      code_hash text not null, expires_at timestamptz not null,
      created_at timestamptz not null default now())`,
    `create table if not exists anchor_outbox (id bigserial primary key, channel text not null,
      destination text not null, body text not null, created_at timestamptz not null default now())`,
  ],
};
const created = tables[anchorRoute];
if (!created) throw new Error(`no anchor for ${anchorRoute}`);
const dropped = {
  lead: ['anchor_leads'],
  captcha: ['anchor_captchas'],
  'send-otp': ['anchor_loans', 'anchor_otps', 'anchor_outbox'],
}[anchorRoute as 'lead'];
const insertLead =
  'insert into anchor_leads (name, phone, product_type) values ($1, $2, $3) returning id';
const prepared = process.env.ANCHOR_PREPARED === '1';

/** Runs one statement; `name` runs it as a named prepared statement. */
let run: (
  text: string,
  params: unknown[],
  name?: string,
) => Promise<{ rows: Record<string, unknown>[] }>;
let close: () => Promise<void>;
if (databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  for (const statement of created) await pool.query(statement);
  run = (text, params, name) => pool.query(name ? { name, text, values: params } : text, params);
  // The bench may run against a shared server: leave nothing behind.
  close = () => pool.query(`drop table ${dropped.join(', ')}`).then(() => pool.end());
} else {
  const dataDir = path.join(process.env.DATA_DIR ?? '.', 'anchor-pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  for (const statement of created) await db.exec(statement);
  const statements = new PGlitePreparedStatements(db);
  run = (text, params, name) =>
    name ? statements.run(name, text, params) : db.query<Record<string, unknown>>(text, params);
  close = () => db.close();
}

const app = Fastify();
app.get('/api/v1/bb/payments/captcha', async () => {
  let text = '';
  for (let i = 0; i < 6; i++)
    text += CAPTCHA_ALPHABET[crypto.randomInt(0, CAPTCHA_ALPHABET.length)];
  const id = crypto.randomBytes(18).toString('base64url');
  const hash = crypto.createHmac('sha256', 'anchor').update(`${id}:${text}`).digest('base64url');
  await run(
    `insert into anchor_captchas (id, answer_hash, expires_at)
      values ($1, $2, now() + interval '5 minutes') returning id`,
    [id, hash],
  );
  const png = await renderCaptcha(text);
  return {
    success: true,
    data: { captchaId: id, image: `data:image/png;base64,${png.toString('base64')}` },
  };
});
app.post<{ Body: { name: string; phone: string; product_type: string } }>(
  '/api/v1/bb/users/product-queries',
  async (request) => {
    const { rows } = await run(
      insertLead,
      [request.body.name, request.body.phone, request.body.product_type],
      prepared ? 'anchor' : undefined,
    );
    return { success: true, data: { success: true, id: String(rows[0]?.id) } };
  },
);
app.post<{ Body: { phone?: string } }>('/api/v1/bb/users/send-otp', async (request, reply) => {
  const phone = String(request.body.phone ?? '');
  const { rows } = await run('select phone from anchor_loans where phone = $1', [phone]);
  if (rows.length === 0) return reply.code(404).send({ success: false, message: 'No loan' });
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const id = crypto.randomBytes(16).toString('base64url');
  const hash = crypto.createHmac('sha256', 'anchor').update(`${id}:${code}`).digest('base64url');
  await run(
    `insert into anchor_otps (id, destination, code_hash, expires_at)
      values ($1, $2, $3, now() + interval '5 minutes')`,
    [id, phone, hash],
  );
  // The sandbox sender, as the API's development outbox: one row per message.
  await run('insert into anchor_outbox (channel, destination, body) values ($1, $2, $3)', [
    'sms',
    phone,
    `${code} is your OTP. It is valid for 5 minutes. Do not share it with anyone.`,
  ]);
  return { success: true, message: 'OTP sent' };
});
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
