import type SQLite from 'better-sqlite3';
import { DatabaseBusyError } from './database-busy';
import { CompiledQuery, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type DatabaseConnection, type Dialect, type Kysely, type Driver, type QueryResult, type TransactionSettings } from 'kysely';


/** How long a write waits for the write lock in all, and the pauses between tries. */
const LOCK_WAIT = { totalMs: 1_000, firstPauseMs: 5, maxPauseMs: 100 } as const;

const isBusy = (err: unknown) => typeof (err as { code?: unknown })?.code === 'string' && /^SQLITE_BUSY/.test((err as { code: string }).code);
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the driver needs of better-sqlite3 (a statement cache may stand in front of it). */
type SqliteHandle = { prepare(sql: string): SQLite.Statement; close(): void };

/**
 * Kysely's SQLite driver, changed in one way: better-sqlite3 is synchronous, so SQLite's own busy
 * timeout would block the whole process while another process (a CLI, a restore) holds the write
 * lock. The connection is opened with no busy timeout; a statement or a `begin immediate` that
 * finds the lock taken lets go of the connection, waits without blocking, and tries again, for at
 * most LOCK_WAIT.totalMs; then it throws DatabaseBusyError (503 with Retry-After). Transactions
 * start with `begin immediate`, so the lock is taken up front: a deferred transaction that read
 * first could not be retried once another writer committed.
 */
export class BusyAwareSqliteDriver implements Driver {
  readonly #mutex = new ConnectionMutex();
  readonly #connection: SqliteConnection;

  constructor(private readonly sqlite: SqliteHandle) {
    this.#connection = new SqliteConnection(sqlite, (run) => this.#whenUnlocked(run));
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(_connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await this.#whenUnlocked(() => this.#connection.run('begin immediate'));
  }

  async commitTransaction(): Promise<void> {
    this.#connection.run('commit');
  }

  async rollbackTransaction(): Promise<void> {
    this.#connection.run('rollback');
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.sqlite.close();
  }

  /**
   * Runs `run` (which holds the connection) until it does not meet a busy lock. Between tries the
   * connection is let go, so this process's other queries go on meanwhile; this is safe because a
   * retried statement is never inside a transaction (a transaction holds the lock from its begin).
   */
  async #whenUnlocked<T>(run: () => T): Promise<T> {
    const deadline = Date.now() + LOCK_WAIT.totalMs;
    for (let wait: number = LOCK_WAIT.firstPauseMs; ; wait = Math.min(wait * 2, LOCK_WAIT.maxPauseMs)) {
      try {
        return run();
      } catch (err) {
        if (!isBusy(err)) throw err;
        if (Date.now() + wait > deadline) throw new DatabaseBusyError();
      }
      this.#mutex.unlock();
      await pause(wait);
      await this.#mutex.lock();
    }
  }
}

class SqliteConnection implements DatabaseConnection {
  #inTransaction = false;

  constructor(
    private readonly sqlite: SqliteHandle,
    private readonly whenUnlocked: <T>(run: () => T) => Promise<T>,
  ) {}

  /** A statement of the driver's own (begin, commit, rollback), which keeps track of the transaction. */
  run(sql: string): void {
    this.sqlite.prepare(sql).run();
    this.#inTransaction = sql !== 'commit' && sql !== 'rollback';
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const once = () => this.#execute<R>(compiled);
    // Inside a transaction the lock is already ours: a busy answer there is not one to wait out.
    return this.#inTransaction ? Promise.resolve(once()) : this.whenUnlocked(once);
  }

  #execute<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.sqlite.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  // A streamed statement would hold the connection open between rows; the app never streams.
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries is not supported');
  }
}

/** One query at a time on SQLite's one connection (as Kysely's own driver). */
class ConnectionMutex {
  #promise?: Promise<void>;
  #resolve?: () => void;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => (this.#resolve = resolve));
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}

/** SQLite as Kysely speaks it, over the busy-aware driver. */
export class BusyAwareSqliteDialect implements Dialect {
  constructor(private readonly sqlite: SqliteHandle) {}
  createDriver = () => new BusyAwareSqliteDriver(this.sqlite);
  createQueryCompiler = () => new SqliteQueryCompiler();
  createAdapter = () => new SqliteAdapter();
  createIntrospector = (db: Kysely<unknown>) => new SqliteIntrospector(db);
}
