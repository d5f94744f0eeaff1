import { RESERVATION_MESSAGES as M } from '../../../shared/reservations/request-texts';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { closeRequestRow, findReservationRequest, isRequestAnswered } from '../../queries/reservation-requests';

/**
 * A manager closes a request no application answers (a student who never applied): once (409 the
 * second time), never an answered one (409), with the audit event in the same transaction. Answers
 * the request as the list shows it.
 */
export async function closeReservationRequest(db: Db, organizationId: number, id: number, actor: AuditActor) {
  await db.transaction().execute(async (trx) => {
    if (await isRequestAnswered(trx, id)) throw HttpError.detail(409, M.answered);
    if (!(await closeRequestRow(trx, id, actor.name))) throw HttpError.detail(409, M.alreadyClosed);
    await recordAuditEvent(trx, { actor, action: 'reservation_request.close', subject: { table: 'reservation_requests', id }, organizationId, details: {} });
  });
  return findReservationRequest(db, organizationId, id);
}
