import { z } from '../zod';
import type { MessageLogRow } from './types';

/** The query parameter of the page a saved choice returns to (the page says it was saved). */
export const SAVED_PARAM = 'saved';

/** Which text messages a student agreed to, and the number they go to ('' when there is none). */
export type TextPreferences = { informational_opt_in: boolean; marketing_opt_in: boolean; cell_phone: string };

/** What the student's Messages page shows: what was sent to them, newest first, and their text message choices. */
export type StudentMessages = { messages: MessageLogRow[]; preferences: TextPreferences };

/** The Messages page's form: the two opt-ins (a box left unticked is posted as nothing: false). */
export const TextPreferencesSchema = z.strictObject({
  informational_opt_in: z.boolean(),
  marketing_opt_in: z.boolean(),
});
export type TextPreferencesInput = z.output<typeof TextPreferencesSchema>;
