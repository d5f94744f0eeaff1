import pg from 'pg';
import { DatabaseBusyError } from './database-busy';
import { CompiledQuery, PostgresDialect, PostgresDriver, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';

/** The advisory lock every write transaction holds: one writer at a time, as on SQLite (ADR 029). */
export const WRITE_LOCK_KEY = 0x1ea5e;
/** How long a write transaction waits for it before the request is answered 503 (writes take milliseconds; a stuck one should not hang every writer). */
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
 * Kysely's PostgreSQL driver, changed in one way: a transaction takes one database-wide advisory
 * lock as it begins, held until it commits or rolls back. The services were written for SQLite,
 * whose `begin immediate` lets one transaction write at a time, and some check-then-write inside one
 * (a ticket's photo count, a bed's live lease, the audit chain's next id). With the lock they stay
 * correct across connections and across instances on one database, without a retry loop around each.
 * Reads outside a transaction, and read-only transactions, do not wait for it.
 */
class SerializedWritesDriver extends PostgresDriver implements Driver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    try {
      return await super.acquireConnection();
    } catch (err) {
      // Every connection of the pool stayed busy for CONNECT_WAIT_MS: answered 503 as a locked SQLite file is.
      if (err instanceof Error && /timeout exceeded when trying to connect/i.test(err.message)) throw new DatabaseBusyError('no database connection came free');
      throw err;
    }
  }

  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await super.beginTransaction(connection, settings);
    // A read-only transaction (a backup's snapshot) writes nothing, and must not hold writers up.
    if (settings.accessMode === 'read only') return;
    try {
      await connection.executeQuery(CompiledQuery.raw(`set local lock_timeout = ${WRITE_LOCK_WAIT_MS}`));
      await connection.executeQuery(CompiledQuery.raw(`select pg_advisory_xact_lock(${WRITE_LOCK_KEY})`));
    } catch (err) {
      // Kysely does not roll back a transaction whose begin failed: the connection goes back to the pool, so it must not stay in a failed transaction.
      await connection.executeQuery(CompiledQuery.raw('rollback'));
      if ((err as { code?: unknown }).code === LOCK_NOT_AVAILABLE) throw new DatabaseBusyError();
      throw err;
    }
  }
}

class SerializedWritesDialect extends PostgresDialect {
  readonly #pool: pg.Pool;
  constructor(pool: pg.Pool) {
    super({ pool });
    this.#pool = pool;
  }
  override createDriver(): Driver {
    return new SerializedWritesDriver({ pool: this.#pool });
  }
}

/** A pool of `poolSize` connections on `url` (DATABASE_POOL_SIZE), speaking as the app expects (numbers as numbers); the dialect serializes write transactions. */
export function postgresDialectFor(url: string, poolSize = 10): PostgresDialect {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, connectionTimeoutMillis: CONNECT_WAIT_MS });
  // An idle connection the server closes (a restart, a failover) is dropped from the pool, not thrown into the process.
  pool.on('error', () => {});
  return new SerializedWritesDialect(pool);
}
