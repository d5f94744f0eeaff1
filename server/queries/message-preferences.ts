import type { TextPreferences, TextPreferencesInput } from '../../shared/notifications/student-messages';
import type { Db } from '../db/database';

/** A person's text message choices and the number texts go to (undefined: no such person). */
export async function textPreferencesOf(db: Db, userId: number): Promise<(TextPreferences & { organization_id: number | null }) | undefined> {
  const row = await db.selectFrom('users').select(['cell_phone', 'informational_opt_in', 'marketing_opt_in', 'organization_id']).where('id', '=', userId).executeTakeFirst();
  return row && { cell_phone: row.cell_phone, informational_opt_in: row.informational_opt_in === 1, marketing_opt_in: row.marketing_opt_in === 1, organization_id: row.organization_id };
}

/** Writes a person's two opt-ins. */
export async function setTextPreferences(db: Db, userId: number, choice: TextPreferencesInput): Promise<void> {
  await db
    .updateTable('users')
    .set({ informational_opt_in: choice.informational_opt_in ? 1 : 0, marketing_opt_in: choice.marketing_opt_in ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}
