import type { PGlite } from '@electric-sql/pglite';
import {
  type AbortableOperationOptions,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PGliteAdapter,
  PGliteDialect,
  PGliteDriver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PGlitePreparedStatements, preparedName } from './prepared.ts';

/**
 * Kysely's built-in PGlite driver hands the one connection to every caller at once: a query
 * issued by another request while a transaction is open would run inside that transaction
 * (and be rolled back with it). This driver wraps it and serialises use of the connection:
 * PGlite executes one statement at a time anyway, so nothing is lost.
 */
class SerialPGliteDriver implements Driver {
  readonly #inner: PGliteDriver;
  readonly #prepared: PGlitePreparedStatements;
  #tail: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(pglite: PGlite) {
    this.#inner = new PGliteDriver({ pglite });
    this.#prepared = new PGlitePreparedStatements(pglite);
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    await previous;
    this.#release = release;
    return new PreparingConnection(await this.#inner.acquireConnection(), this.#prepared);
  }

  async releaseConnection(): Promise<void> {
    await this.#inner.releaseConnection();
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(inner(connection));
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(inner(connection));
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(inner(connection));
  }
  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/** Kysely's PGlite connection, running the registered statements by name (db/prepared.ts). */
class PreparingConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  readonly prepared: PGlitePreparedStatements;

  constructor(inner: DatabaseConnection, prepared: PGlitePreparedStatements) {
    this.inner = inner;
    this.prepared = prepared;
  }

  async executeQuery<R>(
    compiledQuery: CompiledQuery,
    options?: AbortableOperationOptions,
  ): Promise<QueryResult<R>> {
    const name = preparedName(compiledQuery.sql);
    if (!name) return this.inner.executeQuery<R>(compiledQuery, options);
    const { rows, affectedRows } = await this.prepared.run(
      name,
      compiledQuery.sql,
      compiledQuery.parameters,
    );
    return {
      rows: rows as R[],
      numAffectedRows: affectedRows === undefined ? undefined : BigInt(affectedRows),
    };
  }

  streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize: number,
    options?: AbortableOperationOptions,
  ): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize, options);
  }
}

/** The driver's own connection (its transaction methods look for private fields on it). */
const inner = (connection: DatabaseConnection) =>
  (connection instanceof PreparingConnection ? connection.inner : connection) as never;

export class SerialPGliteDialect extends PGliteDialect {
  readonly #pglite: PGlite;
  constructor(pglite: PGlite) {
    super({ pglite });
    this.#pglite = pglite;
  }
  override createDriver(): Driver {
    return new SerialPGliteDriver(this.#pglite);
  }
  override createAdapter() {
    return new PGliteAdapter();
  }
}
