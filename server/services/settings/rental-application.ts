import { defaultFlags, type ApplicationFlags } from '../../../shared/rental-application/fields';
import type { Db } from '../../db/database';
import { insertRentalApplicationSettings } from '../../queries/rental-application-settings';
import { updateVersioned } from '../../queries/versioned-update';

/**
 * Saves the company's settings whole, checked against the version the form loaded. A company that
 * never saved reads the defaults at version 1, so its row is first written as exactly that and then
 * saved like any other: a second form loaded from the same defaults is refused (409), not merged.
 */
export async function saveRentalApplicationSettings(db: Db, organizationId: number, flags: ApplicationFlags, version: number | undefined): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertRentalApplicationSettings(trx, organizationId, defaultFlags());
    await updateVersioned(trx, 'rental_application_settings', organizationId, version, { flags: JSON.stringify(flags), updated_at: new Date().toISOString() });
  });
}
