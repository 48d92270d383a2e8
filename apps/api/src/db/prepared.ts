import { type PGlite, protocol } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Named prepared statements for the few statements every request runs (the rate-limit counter,
 * the lead insert). An unnamed statement is parsed, analysed and planned by the database on every
 * execution; a named one once per connection. Measured on this project's machines, one insert:
 * PGlite 100–115 µs unnamed against 37–43 µs prepared; PostgreSQL (fsync on, 20 clients, counter
 * and insert) 5,900–6,500 against 8,800–9,800 requests/s. docs/benchmarks.md has the figures.
 *
 * Statements are registered by their SQL text; both drivers look the text up on every query, so
 * a registered statement is prepared wherever it runs, inside a transaction or not.
 */
const names = new Map<string, string>();

/** Marks a statement (compiled once, by its SQL text) to run as a named prepared statement. */
export function prepareOnEveryConnection(sql: string): void {
  if (!names.has(sql)) names.set(sql, `company_prepared_${names.size + 1}`);
}

/** The statement's name when it is registered, else undefined. */
export function preparedName(sql: string): string | undefined {
  return names.get(sql);
}

/**
 * PostgreSQL: a new `pg` client runs the registered statements by name (`pg` parses a named
 * statement once per connection and binds it afterwards). Kysely calls `client.query(text,
 * values)`, so the name is added there. A pooler that does not keep prepared statements
 * (PgBouncer in transaction mode before 1.21) needs DATABASE_PREPARED_STATEMENTS=off.
 */
export function runRegisteredStatementsByName(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length === 2 ? names.get(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
}

interface Described {
  parameterTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

const { serialize } = protocol;
type Message<K extends keyof typeof protocol.messages> = InstanceType<
  Extract<(typeof protocol.messages)[K], abstract new (...args: never) => unknown>
>;
type DataRowMessage = Message<'DataRowMessage'>;
type CommandCompleteMessage = Message<'CommandCompleteMessage'>;
type ParameterDescriptionMessage = Message<'ParameterDescriptionMessage'>;
type RowDescriptionMessage = Message<'RowDescriptionMessage'>;

/**
 * PGlite: runs a registered statement by name over the wire protocol (`execProtocol`), in one
 * call into the database: bind, execute, sync. The first use on an instance parses and describes
 * it. Values and results go through the instance's own serializers and parsers, as `query` does.
 */
export class PGlitePreparedStatements {
  readonly #pglite: PGlite;
  readonly #described = new Map<string, Described>();

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  run(
    name: string,
    sql: string,
    parameters: readonly unknown[],
  ): Promise<{ rows: Record<string, unknown>[]; affectedRows: number | undefined }> {
    // Exclusive against PGlite's own queries; Kysely's serial driver already orders ours.
    return this.#pglite.runExclusive(async () => {
      const described = this.#described.get(name) ?? (await this.#describe(name, sql));
      const values = parameters.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = this.#pglite.serializers[described.parameterTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await this.#pglite.execProtocol(
        Buffer.concat([
          serialize.bind({ statement: name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      const rows: Record<string, unknown>[] = [];
      let affectedRows: number | undefined;
      for (const message of messages) {
        if (message.name === 'dataRow') {
          const { fields } = message as DataRowMessage;
          const row: Record<string, unknown> = {};
          described.fields.forEach((field, i) => {
            const text = fields[i];
            const parser = this.#pglite.parsers[field.dataTypeID];
            row[field.name] =
              text === null || text === undefined
                ? null
                : parser
                  ? parser(text, field.dataTypeID)
                  : text;
          });
          rows.push(row);
        } else if (message.name === 'commandComplete') {
          const { text } = message as CommandCompleteMessage;
          const count = Number(text.split(' ').at(-1));
          affectedRows = Number.isFinite(count) ? count : undefined;
        }
      }
      return { rows, affectedRows };
    });
  }

  async #describe(name: string, sql: string): Promise<Described> {
    const { messages } = await this.#pglite.execProtocol(
      Buffer.concat([
        serialize.parse({ name, text: sql, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const described: Described = { parameterTypes: [], fields: [] };
    for (const message of messages) {
      if (message.name === 'parameterDescription') {
        described.parameterTypes = (message as ParameterDescriptionMessage).dataTypeIDs;
      } else if (message.name === 'rowDescription') {
        const { fields } = message as RowDescriptionMessage;
        described.fields = fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
      }
    }
    this.#described.set(name, described);
    return described;
  }
}
