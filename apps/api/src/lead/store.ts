import { sql } from 'kysely';
import type { DB } from '../db/index.ts';
import { countRequestsOf } from '../lib/rate-limit.ts';
import { preparedRows } from '../lib/sql.ts';

/** A lead to store, with the rate-limit bucket of the address it came from. */
export interface NewLead {
  bucket: string;
  name: string;
  phone: string;
  productType: string;
}

/**
 * Stores a group of leads in one statement, counting each against its address's limit: a lead
 * is stored only if it was counted within `limit`, and the counts and the leads commit together.
 * Answers each lead's id in the group's order, or null for a lead past the limit. Leads of one
 * address take their places in the window in their order in the group. Compiled once; its
 * parameters are four arrays (one entry per lead) and the limit.
 */
export function storeLeadsWithinLimit(db: DB, limit: number) {
  const statement = sql<{ id: string | null }>`
    with lead as (
      select * from unnest(${[]}::text[], ${[]}::text[], ${[]}::text[], ${[]}::text[])
        with ordinality as lead(bucket, name, phone, product_type, arrival)
    ),
    wanted as (select bucket, count(*)::int as n from lead group by bucket),
    ${countRequestsOf('wanted')},
    placed as (
      select lead.arrival, lead.name, lead.phone, lead.product_type,
        case when counted.count - wanted.n
            + row_number() over (partition by lead.bucket order by lead.arrival)
            <= ${limit}::int
          then nextval('leads_id_seq'::regclass) end as id
      from lead join wanted using (bucket) join counted using (bucket)
    ),
    stored as (
      insert into leads (id, name, phone, product_type)
      select id, name, phone, product_type from placed where id is not null
    )
    select id::text from placed order by arrival`.compile(db);
  if (statement.parameters.length !== 5) throw new Error('the lead statement has 5 parameters');
  return async (leads: readonly NewLead[]): Promise<(string | null)[]> => {
    const rows = await preparedRows<{ id: string | null }>(db, statement.sql, [
      leads.map((lead) => lead.bucket),
      leads.map((lead) => lead.name),
      leads.map((lead) => lead.phone),
      leads.map((lead) => lead.productType),
      limit,
    ]);
    return rows.map((row) => row.id);
  };
}
