import { FLAG_KEYS, defaultFlags } from '../../shared/rental-application/fields';
import type { RentalApplicationSettings } from '../../shared/rental-application/types';
import type { RentalApplicationSettingsRow } from '../queries/rental-application-settings';

/**
 * The company's settings with every flag of the catalog at the top level, in the form's order. No
 * row: the defaults at version 1. A flag the stored JSON lacks (a question added to the catalog
 * after the save) reads as its default.
 */
export function presentRentalApplication(organizationId: number, row: RentalApplicationSettingsRow | undefined): RentalApplicationSettings {
  const defaults = defaultFlags();
  const stored = row ? (JSON.parse(row.flags) as Record<string, unknown>) : {};
  const settings: RentalApplicationSettings = { organization_id: organizationId, version: row?.version ?? 1 };
  for (const key of FLAG_KEYS) settings[key] = key in stored ? Boolean(stored[key]) : (defaults[key] ?? false);
  return settings;
}
