import type { ApplicationFlags } from '../../shared/rental-application/fields';
import type { Db } from '../db/database';

/** The company's stored settings (flags still as JSON text), or undefined when it never saved any. */
export async function findRentalApplicationSettings(db: Db, organizationId: number) {
  return db.selectFrom('rental_application_settings').select(['organization_id', 'flags', 'version']).where('organization_id', '=', organizationId).executeTakeFirst();
}

export type RentalApplicationSettingsRow = NonNullable<Awaited<ReturnType<typeof findRentalApplicationSettings>>>;

/** Gives the company its row with `flags` at version 1, unless it has one already (then nothing changes). */
export async function insertRentalApplicationSettings(db: Db, organizationId: number, flags: ApplicationFlags): Promise<void> {
  await db
    .insertInto('rental_application_settings')
    .values({ organization_id: organizationId, flags: JSON.stringify(flags) })
    .onConflict((oc) => oc.column('organization_id').doNothing())
    .execute();
}
