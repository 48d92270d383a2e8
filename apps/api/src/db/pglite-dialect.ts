import type { PGlite } from '@electric-sql/pglite';
import {
  type DatabaseConnection,
  type Driver,
  PGliteAdapter,
  PGliteDialect,
  PGliteDriver,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely's built-in PGlite driver hands the one connection to every caller at once: a query
 * issued by another request while a transaction is open would run inside that transaction
 * (and be rolled back with it). This driver wraps it and serialises use of the connection:
 * PGlite executes one statement at a time anyway, so nothing is lost.
 */
class SerialPGliteDriver implements Driver {
  readonly #inner: PGliteDriver;
  #tail: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(pglite: PGlite) {
    this.#inner = new PGliteDriver({ pglite });
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
    return this.#inner.acquireConnection();
  }

  async releaseConnection(): Promise<void> {
    await this.#inner.releaseConnection();
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection as never);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection as never);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection as never);
  }
  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

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
