import type { TextPreferencesInput } from '../../../shared/notifications/student-messages';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { setTextPreferences, textPreferencesOf } from '../../queries/message-preferences';

/**
 * A student's text message choices (the Messages page's form): both opt-ins written, and the change
 * recorded in the audit chain in the same transaction (carriers ask who agreed to texts, and when).
 */
export async function saveTextPreferences(db: Db, userId: number, choice: TextPreferencesInput, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await textPreferencesOf(trx, userId);
    if (!before) throw HttpError.notFound();
    await setTextPreferences(trx, userId, choice);
    await recordAuditEvent(trx, {
      actor,
      action: 'user.sms_preferences',
      subject: { table: 'users', id: userId },
      organizationId: before.organization_id,
      details: { informational_opt_in: choice.informational_opt_in, marketing_opt_in: choice.marketing_opt_in, was: { informational_opt_in: before.informational_opt_in, marketing_opt_in: before.marketing_opt_in } },
    });
  });
}
