import { z } from '../zod';
import { RENTAL_APPLICATION_MESSAGES as M } from '../messages';
import { acceptingReadOnly } from '../read-only-keys';
import { versionField } from '../schemas/version';
import { FLAG_KEYS } from './fields';
import type { RentalApplicationSettings } from './types';

const flag = z.boolean({ error: M.flagNotBoolean });

/**
 * `PUT /api/rental-application/`: the settings saved whole (spec §4): every flag key of the catalog
 * with a boolean, no other key, and the version the form loaded (optional, ADR 008).
 */
export const RentalApplicationUpdateSchema = z.strictObject({
  ...(Object.fromEntries(FLAG_KEYS.map((key) => [key, flag])) as Record<string, typeof flag>),
  version: versionField,
});

/** The same, also taking back what `GET` answered: its `organization_id` is ignored (docs/decisions/020-read-only-keys.md). */
export const RentalApplicationUpdateAsLoaded = acceptingReadOnly<RentalApplicationSettings>()(RentalApplicationUpdateSchema, ['organization_id']);

export type RentalApplicationUpdate = z.input<typeof RentalApplicationUpdateSchema>;
