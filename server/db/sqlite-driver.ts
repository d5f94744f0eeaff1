import type SQLite from 'better-sqlite3';
import { DatabaseBusyError } from './database-busy';
import { CompiledQuery, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type DatabaseConnection, type Dialect, type Kysely, type Driver, type QueryResult, type TransactionSettings } from 'kysely';


/** How long a write waits for the write lock in all, and the pauses between tries. */
const LOCK_WAIT = { totalMs: 1_000, firstPauseMs: 5, maxPauseMs: 100 } as const;

const isBusy = (err: unknown) => typeof (err as { code?: unknown })?.code === 'string' && /^SQLITE_BUSY/.test((err as { code: string }).code);
/** A statement that may only read: a query (Kysely's selects, and `with` before one). */
const READ_QUERY = /^\s*(select|with)\b/i;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the driver needs of better-sqlite3 (a statement cache may stand in front of it). */
type SqliteHandle = { prepare(sql: string): SQLite.Statement; close(): void };

/**
 * Kysely's SQLite driver, changed in two ways.
 *
 * better-sqlite3 is synchronous, so SQLite's own busy timeout would block the whole process while
 * another process (a CLI, a restore) holds the write lock. The connection is opened with no busy
 * timeout; a statement or a `begin immediate` that finds the lock taken lets go of the connection,
 * waits without blocking, and tries again, for at most LOCK_WAIT.totalMs; then it throws
 * DatabaseBusyError (503 with Retry-After). Transactions start with `begin immediate`, so the lock
 * is taken up front: a deferred transaction that read first could not be retried once another
 * writer committed.
 *
 * And a read outside a transaction runs at once on a second, read-only connection (WAL lets it read
 * the last commit while a transaction writes), instead of waiting in line for the one connection a
 * transaction holds across its awaits: at a selection slot's first second hundreds of requests read
 * while holds are written (issue 49), as on PostgreSQL, where reads outside a transaction take
 * another pooled connection. Statements that write, and everything inside a transaction, use the
 * writing connection, one holder at a time.
 */
export class BusyAwareSqliteDriver implements Driver {
  readonly #mutex = new ConnectionMutex();
  readonly #connection: SqliteConnection;

  constructor(
    private readonly sqlite: SqliteHandle,
    private readonly reader: SqliteHandle | null = null,
  ) {
    this.#connection = new SqliteConnection(sqlite, (run) => this.#whenUnlocked(run));
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.reader) {
      await this.#mutex.lock();
      return this.#connection;
    }
    return new LeasedConnection(this.#connection, this.reader, this.#mutex);
  }

  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    if (connection instanceof LeasedConnection) await connection.holdWriter();
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

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof LeasedConnection) connection.release();
    else this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.reader?.close();
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

/**
 * One use of the database as Kysely acquires it: a read-only statement outside a transaction runs on
 * the reading connection at once; anything else takes the writing connection (its turn in the mutex)
 * and keeps it until the use is released.
 */
class LeasedConnection implements DatabaseConnection {
  #holdsWriter = false;

  constructor(
    private readonly writer: SqliteConnection,
    private readonly reader: SqliteHandle,
    private readonly mutex: ConnectionMutex,
  ) {}

  async holdWriter(): Promise<void> {
    if (this.#holdsWriter) return;
    await this.mutex.lock();
    this.#holdsWriter = true;
  }

  release(): void {
    if (!this.#holdsWriter) return;
    this.#holdsWriter = false;
    this.mutex.unlock();
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.#holdsWriter) {
      const read = this.#readAlone<R>(compiled);
      if (read) return read;
      await this.holdWriter();
    }
    return this.writer.executeQuery<R>(compiled);
  }

  /**
   * The rows of a query run on the reading connection; undefined for any other statement (never
   * prepared there: a schema change made on the writing connection may not have reached it yet), a
   * query it cannot prepare for the same reason, or a read that met a busy database.
   */
  #readAlone<R>({ sql, parameters }: CompiledQuery): QueryResult<R> | undefined {
    if (!READ_QUERY.test(sql)) return undefined;
    let statement: SQLite.Statement;
    try {
      statement = this.reader.prepare(sql);
    } catch {
      return undefined;
    }
    if (!statement.readonly || !statement.reader) return undefined;
    try {
      return { rows: statement.all(parameters) as R[] };
    } catch (err) {
      if (isBusy(err)) return undefined;
      throw err;
    }
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries is not supported');
  }
}

/**
 * One query at a time on SQLite's one connection, taken in the order asked for. Each waiter has its
 * own turn: an unlock wakes the next one only (hundreds of requests queued at a selection slot's
 * first second would otherwise all wake on every unlock, and all but one wait again).
 */
export class ConnectionMutex {
  #locked = false;
  readonly #waiting: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#locked = false;
  }
}

/** SQLite as Kysely speaks it, over the busy-aware driver. */
export class BusyAwareSqliteDialect implements Dialect {
  constructor(
    private readonly sqlite: SqliteHandle,
    private readonly reader: SqliteHandle | null = null,
  ) {}
  createDriver = () => new BusyAwareSqliteDriver(this.sqlite, this.reader);
  createQueryCompiler = () => new SqliteQueryCompiler();
  createAdapter = () => new SqliteAdapter();
  createIntrospector = (db: Kysely<unknown>) => new SqliteIntrospector(db);
}
