/**
 * Thrown when the database's write lock (or, on PostgreSQL, a connection) was not free within the
 * time a request may wait: another process held it (a CLI, a restore, a long write). Answered 503
 * with Retry-After (server/http/error-handler.ts).
 */
export class DatabaseBusyError extends Error {
  constructor(what = 'the database is locked by another process') {
    super(what);
  }
}
