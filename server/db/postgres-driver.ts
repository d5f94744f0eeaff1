import pg from 'pg';
import { CompiledQuery, PostgresDialect, PostgresDriver, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';

/** The advisory lock every write transaction holds: one writer at a time, as on SQLite (ADR 029). */
export const WRITE_LOCK_KEY = 0x1ea5e;

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
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await super.beginTransaction(connection, settings);
    // A read-only transaction (a backup's snapshot) writes nothing, and must not hold writers up.
    if (settings.accessMode !== 'read only') await connection.executeQuery(CompiledQuery.raw(`select pg_advisory_xact_lock(${WRITE_LOCK_KEY})`));
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

/** How many connections one instance keeps to PostgreSQL. */
const POOL_SIZE = 10;

/** A pool on `url`, speaking as the app expects (numbers as numbers); the dialect serializes write transactions. */
export function postgresDialectFor(url: string): PostgresDialect {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types, connectionTimeoutMillis: 10_000 });
  // An idle connection the server closes (a restart, a failover) is dropped from the pool, not thrown into the process.
  pool.on('error', () => {});
  return new SerializedWritesDialect(pool);
}
