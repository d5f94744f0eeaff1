import { ROOMMATE_TEXTS } from '../../../shared/roommates/roommate-texts';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { publicAnswersOf } from '../../presenters/roommate-profile';
import { findRoommateProfile, roommateSource, setRoommateProfile } from '../../queries/roommate-profiles';

/**
 * A student publishes their roommate profile, or withdraws it (issue 49,
 * docs/decisions/044-roommate-matching.md): the row and its audit event (`roommate_profile.publish`,
 * recorded against the student, in the company of the application the profile is drawn from) in one
 * transaction. A student with nothing to publish (no submitted or approved application for a lease
 * period, or no public roommate answer in its latest) is refused with 404. Asking for the state the
 * profile is already in writes nothing.
 */
export async function publishRoommateProfile(db: Db, userId: number, published: boolean, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const source = await roommateSource(trx, userId);
    if (!source || !Object.keys(publicAnswersOf(source)).length) throw HttpError.detail(404, ROOMMATE_TEXTS.noProfileDetail);
    const before = await findRoommateProfile(trx, userId);
    if (!!before?.published === published) return;
    await setRoommateProfile(trx, userId, published);
    await recordAuditEvent(trx, { actor, action: 'roommate_profile.publish', subject: { table: 'users', id: userId }, organizationId: source.organization_id, details: { published } });
  });
}
