import pg from 'pg';
import { DatabaseBusyError } from './database-busy';
import { CompiledQuery, PostgresDialect, PostgresDriver, type DatabaseConnection, type Driver, type QueryCompiler, type QueryResult, type TransactionSettings } from 'kysely';
import { writerTurns } from './writer-turns';

/** The advisory lock every write transaction holds: one writer at a time, as on SQLite (ADR 029). */
export const WRITE_LOCK_KEY = 0x1ea5e;
/** How long a write transaction waits for its turn and the lock before the request is answered 503 (writes take milliseconds; a stuck one should not hang every writer). */
const WRITE_LOCK_WAIT_MS = 5_000;
/** How long a query waits for a free pooled connection. */
const CONNECT_WAIT_MS = 5_000;
const LOCK_NOT_AVAILABLE = '55P03';

/** PostgreSQL's int8 (count, sum of integers) and numeric (sum of int8) come back as numbers, as SQLite's integers do; money is whole cents, far inside 2^53. */
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * What Kysely holds for one query, one transaction or one `db.connection()`: a pooled connection is
 * taken only when first needed, so a write transaction can wait for its turn (writerTurns) before
 * it holds one.
 */
class DeferredConnection implements DatabaseConnection {
  #pooled?: Promise<DatabaseConnection>;
  /** Ends the write turn this transaction holds. */
  endTurn?: () => void;

  constructor(private readonly take: () => Promise<DatabaseConnection>) {}

  /** The pooled connection, taken now if it was not yet. */
  pooled(): Promise<DatabaseConnection> {
    return (this.#pooled ??= this.take());
  }

  /** The pooled connection if one was taken (undefined when taking it failed). */
  async taken(): Promise<DatabaseConnection | undefined> {
    return this.#pooled?.catch(() => undefined);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return (await this.pooled()).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.pooled()).streamQuery<R>(query, chunkSize);
  }
}

/**
 * Kysely's PostgreSQL driver, changed in two ways. A transaction takes one database-wide advisory
 * lock as it begins, held until it commits or rolls back. The services were written for SQLite,
 * whose `begin immediate` lets one transaction write at a time, and some check-then-write inside one
 * (a ticket's photo count, a bed's live lease, the audit chain's next id). With the lock they stay
 * correct across connections and across instances on one database, without a retry loop around each.
 * Reads outside a transaction, and read-only transactions, do not wait for it.
 *
 * And a write transaction first waits for this instance's writer turn, holding no pooled connection
 * meanwhile: only the writer whose turn it is holds one while it waits for the lock (another
 * instance may hold it), so however many writers wait, the pool's other connections stay free for
 * reads and cached pages. The turn and the lock together are waited for at most WRITE_LOCK_WAIT_MS.
 */
class SerializedWritesDriver implements Driver {
  readonly #postgres: PostgresDriver;
  readonly #pagePool: pg.Pool;
  readonly #takeTurn = writerTurns();

  constructor(pool: pg.Pool, pagePool: pg.Pool) {
    this.#postgres = new PostgresDriver({ pool });
    this.#pagePool = pagePool;
  }

  init(): Promise<void> {
    return this.#postgres.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new DeferredConnection(() => this.#takePooled());
  }

  async #takePooled(): Promise<DatabaseConnection> {
    try {
      return await this.#postgres.acquireConnection();
    } catch (err) {
      // Every connection of the pool stayed busy for CONNECT_WAIT_MS: answered 503 as a locked SQLite file is.
      if (err instanceof Error && /timeout exceeded when trying to connect/i.test(err.message)) throw new DatabaseBusyError('no database connection came free');
      throw err;
    }
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const deferred = connection as DeferredConnection;
    // A read-only transaction (a backup's snapshot) writes nothing, and must not hold writers up.
    if (settings.accessMode === 'read only') return this.#postgres.beginTransaction(await deferred.pooled(), settings);
    const deadline = Date.now() + WRITE_LOCK_WAIT_MS;
    // Ended by releaseConnection, whatever happens from here.
    deferred.endTurn = await this.#takeTurn(WRITE_LOCK_WAIT_MS);
    const pooled = await deferred.pooled();
    const begin = settings.isolationLevel || settings.accessMode ? ['start transaction', settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean).join(' ') : 'begin';
    try {
      // One round trip (a simple query of three statements): a write's begin is on every writer's
      // critical path, and three trips cost three turns of a busy database (issue 49's bench).
      // lock_timeout 0 would mean no limit: a turn that came at the deadline still tries the lock once.
      await pooled.executeQuery(CompiledQuery.raw(`${begin}; set local lock_timeout = ${Math.max(1, deadline - Date.now())}; select pg_advisory_xact_lock(${WRITE_LOCK_KEY})`));
    } catch (err) {
      // Kysely does not roll back a transaction whose begin failed: the connection goes back to the pool, so it must not stay in a failed transaction.
      await pooled.executeQuery(CompiledQuery.raw('rollback'));
      if ((err as { code?: unknown }).code === LOCK_NOT_AVAILABLE) throw new DatabaseBusyError();
      throw err;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#postgres.commitTransaction(await (connection as DeferredConnection).pooled());
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#postgres.rollbackTransaction(await (connection as DeferredConnection).pooled());
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.#postgres.savepoint(await (connection as DeferredConnection).pooled(), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.#postgres.rollbackToSavepoint(await (connection as DeferredConnection).pooled(), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.#postgres.releaseSavepoint(await (connection as DeferredConnection).pooled(), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const deferred = connection as DeferredConnection;
    const pooled = await deferred.taken();
    try {
      if (pooled) await this.#postgres.releaseConnection(pooled as Parameters<PostgresDriver['releaseConnection']>[0]);
    } finally {
      deferred.endTurn?.();
      deferred.endTurn = undefined;
    }
  }

  async destroy(): Promise<void> {
    await Promise.all([this.#postgres.destroy(), this.#pagePool.end()]);
  }
}

class SerializedWritesDialect extends PostgresDialect {
  readonly #pool: pg.Pool;
  readonly #pagePool: pg.Pool;
  constructor(pool: pg.Pool, pagePool: pg.Pool) {
    super({ pool });
    this.#pool = pool;
    this.#pagePool = pagePool;
  }
  override createDriver(): Driver {
    return new SerializedWritesDriver(this.#pool, this.#pagePool);
  }
}

const poolOn = (url: string, max: number): pg.Pool => {
  const pool = new pg.Pool({ connectionString: url, max, types, connectionTimeoutMillis: CONNECT_WAIT_MS });
  // An idle connection the server closes (a restart, a failover) is dropped from the pool, not thrown into the process.
  pool.on('error', () => {});
  return pool;
};

/**
 * A pool of `poolSize` connections on `url` (DATABASE_POOL_SIZE), speaking as the app expects
 * (numbers as numbers); the dialect serializes write transactions. And `pages`: a dialect on one
 * connection of its own for the one read every public page makes (the content version,
 * queries/content-version.ts), so a visitor's page never waits for a pooled connection behind the
 * back office or a room selection slot (issue 49). The database's destroy() closes both.
 */
export function postgresDialectsFor(url: string, poolSize = 10): { main: PostgresDialect; pages: PostgresDialect } {
  const pagePool = poolOn(url, 1);
  return { main: new SerializedWritesDialect(poolOn(url, poolSize), pagePool), pages: new PostgresDialect({ pool: pagePool }) };
}
