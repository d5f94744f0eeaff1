import { Kysely, sql } from 'kysely';
import { isPostgres } from './portable';

const REFUSAL = 'reservation_requests: a closed request stays closed';

/**
 * A manager may close a reservation request no application answers (issue 45): who and when, set
 * once (a trigger refuses changing them after), with the audit event beside. The index serves the
 * company's list, newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reservation_requests').addColumn('closed_at', 'text').execute();
  await db.schema.alterTable('reservation_requests').addColumn('closed_by', 'text').execute();
  if (isPostgres(db)) {
    await sql
      .raw(`create trigger reservation_requests_closed_once before update of closed_at, closed_by on reservation_requests for each row when (old.closed_at is not null) execute function refuse_change('${REFUSAL}')`)
      .execute(db);
  } else {
    await sql.raw(`create trigger reservation_requests_closed_once before update of closed_at, closed_by on reservation_requests when old.closed_at is not null begin select raise(abort, '${REFUSAL}'); end`).execute(db);
  }
  await db.schema.createIndex('reservation_requests_organization_created').on('reservation_requests').columns(['organization_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reservation_requests_organization_created').execute();
  await sql.raw(isPostgres(db) ? 'drop trigger reservation_requests_closed_once on reservation_requests' : 'drop trigger reservation_requests_closed_once').execute(db);
  await db.schema.alterTable('reservation_requests').dropColumn('closed_by').execute();
  await db.schema.alterTable('reservation_requests').dropColumn('closed_at').execute();
}
