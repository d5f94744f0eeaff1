import type { Transaction, Updateable } from 'kysely';
import type { AuditAction, AuditEvents } from '../../../shared/audit/events';
import { CONFLICT_MESSAGES } from '../../../shared/messages';
import type { ApplicationStatus } from '../../../shared/rental-application/application-types';
import { APPLICATION_TRANSITIONS, applicationCanStartFrom, type ApplicationAction } from '../../../shared/rental-application/lifecycle';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import type { Db } from '../../db/database';
import type { Database, RentalApplicationsTable } from '../../db/schema';
import { HttpError } from '../../ground/http-error';
import { applicationStatusAndVersion, updateApplicationIf } from '../../queries/rental-applications';

type EventOf<A extends ApplicationAction> = (typeof APPLICATION_TRANSITIONS)[A] extends { event: infer E extends AuditAction } ? E : never;

/** Who did it and the event's details, for a row that is recorded; nothing for one that is not. */
type Recorded<A extends ApplicationAction> = [EventOf<A>] extends [never] ? { actor?: never; details?: never } : { actor: AuditActor; details: AuditEvents[EventOf<A>] };

export type ApplicationMove<A extends ApplicationAction> = Recorded<A> & {
  /** The version the caller read (a versioned save): an application changed since is refused as stale. */
  version?: number;
  /** What else the move writes on the row (the answers, the decision's note). */
  changes?: Omit<Updateable<RentalApplicationsTable>, 'status' | 'version' | 'updated_at'>;
};

type ApplicationRecord = { id: number; organization_id: number };

/**
 * Takes one row of the application lifecycle (shared/rental-application/lifecycle.ts): the guarded
 * update from the row's statuses to its status (and version, when given) and its audit event, in the
 * caller's transaction (or one of its own, so the two commit together). False, with nothing written,
 * when the application is not in a status the action starts from or has changed since it was read.
 */
export async function tryTransitionApplication<A extends ApplicationAction>(db: Db | Transaction<Database>, app: ApplicationRecord, action: A, move: ApplicationMove<A>): Promise<boolean> {
  const take = async (trx: Transaction<Database>) => {
    const row: { from: readonly ApplicationStatus[]; to: ApplicationStatus; event?: AuditAction } = APPLICATION_TRANSITIONS[action];
    if (!(await updateApplicationIf(trx, app.id, { statuses: row.from, version: move.version }, { ...move.changes, status: row.to }))) return false;
    if (row.event && move.actor) {
      await recordAuditEvent(trx, { actor: move.actor, action: row.event, subject: { table: 'rental_applications', id: app.id }, organizationId: app.organization_id, details: move.details as AuditEvents[AuditAction] });
    }
    return true;
  };
  return db.isTransaction ? take(db as Transaction<Database>) : db.transaction().execute(take);
}

/** As tryTransitionApplication, refusing a move the application is not in a status for with the row's words (409), or a stale one as stale. */
export async function transitionApplication<A extends ApplicationAction>(db: Db | Transaction<Database>, app: ApplicationRecord, action: A, move: ApplicationMove<A>): Promise<void> {
  if (await tryTransitionApplication(db, app, action, move)) return;
  const now = await applicationStatusAndVersion(db, app.id);
  const stale = move.version !== undefined && now !== undefined && now.version !== move.version;
  throw HttpError.detail(409, stale ? CONFLICT_MESSAGES.staleVersion : APPLICATION_TRANSITIONS[action].refusal);
}

/** Refuses (409, the row's words) an action the application as it was read is in no status for: checked before the work that leads to the move. */
export function assertApplicationCan(app: { status: ApplicationStatus }, action: ApplicationAction): void {
  if (!applicationCanStartFrom(action, app.status)) throw HttpError.detail(409, APPLICATION_TRANSITIONS[action].refusal);
}
