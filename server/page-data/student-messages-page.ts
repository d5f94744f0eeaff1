import type { StudentMessages } from '../../shared/notifications/student-messages';
import type { Db } from '../db/database';
import { presentMessage } from '../presenters/message';
import { textPreferencesOf } from '../queries/message-preferences';
import { messageLogOf } from '../queries/messages';

/** The student's Messages page: what was sent to them, newest first (as `GET /api/messages/` answers it), and their text message choices. */
export async function getStudentMessages(db: Db, userId: number): Promise<StudentMessages> {
  const [rows, preferences] = await Promise.all([messageLogOf(db, userId), textPreferencesOf(db, userId)]);
  return {
    messages: rows.map(presentMessage),
    preferences: { informational_opt_in: preferences?.informational_opt_in ?? false, marketing_opt_in: preferences?.marketing_opt_in ?? false, cell_phone: preferences?.cell_phone ?? '' },
  };
}
