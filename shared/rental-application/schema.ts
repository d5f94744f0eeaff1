import { z } from '../zod';
import { RENTAL_APPLICATION_MESSAGES as M } from '../messages';
import { versionField } from '../schemas/version';
import { FLAG_KEYS } from './fields';

const flag = z.boolean({ error: M.flagNotBoolean });

/**
 * `PUT /api/rental-application/`: the settings saved whole (spec §4): every flag key of the catalog
 * with a boolean, no other key, and the version the form loaded (optional, ADR 008).
 */
export const RentalApplicationUpdateSchema = z.strictObject({
  ...(Object.fromEntries(FLAG_KEYS.map((key) => [key, flag])) as Record<string, typeof flag>),
  version: versionField,
});

export type RentalApplicationUpdate = z.input<typeof RentalApplicationUpdateSchema>;
