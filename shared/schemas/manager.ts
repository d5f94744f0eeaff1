import { z } from '../zod';

/** PUT /api/manager/preferences/: the properties chosen in the selector (kept per user). */
export const PreferencesSchema = z.strictObject({ selected_property_ids: z.array(z.number().int().positive()).max(500) });
