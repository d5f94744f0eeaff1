import type { Db } from '../db/database';
import type { PropertyUpdate } from '../db/schema';
import { updateVersioned } from './versioned-update';

/** A company's properties; `shownOnly` for visitors: running ones served on this site (serve_new_site). */
export async function listPropertiesOfOrganization(db: Db, organizationId: number, opts: { shownOnly: boolean }) {
  let query = db
    .selectFrom('properties')
    .leftJoin('media_files', 'media_files.name', 'properties.background_image')
    .selectAll('properties')
    .select(['media_files.width as image_width', 'media_files.height as image_height', 'media_files.variant_widths as image_variant_widths'])
    .where('organization_id', '=', organizationId)
    .orderBy('properties.id');
  if (opts.shownOnly) query = query.where('status', '=', 'RUNNING').where('serve_new_site', '=', 1);
  return query.execute();
}

export async function findProperty(db: Db, id: number) {
  return db
    .selectFrom('properties')
    .leftJoin('media_files', 'media_files.name', 'properties.background_image')
    .selectAll('properties')
    .select(['media_files.width as image_width', 'media_files.height as image_height', 'media_files.variant_widths as image_variant_widths'])
    .where('properties.id', '=', id)
    .executeTakeFirst();
}

export type PropertyRow = NonNullable<Awaited<ReturnType<typeof findProperty>>>;

export async function setPropertyBackgroundImage(db: Db, id: number, name: string) {
  await db.updateTable('properties').set({ background_image: name }).where('id', '=', id).execute();
}

/** An editor's save of the property's fields, refused (409) when `version` is no longer the stored one. */
export async function updateProperty(db: Db, id: number, version: number | undefined, changes: PropertyUpdate) {
  await updateVersioned(db, 'properties', id, version, changes);
}
