import type { Db } from '../db/database';
import type { PropertyUpdate } from '../db/schema';

export async function listPropertiesOfOrganization(db: Db, organizationId: number, opts: { runningOnly: boolean }) {
  let query = db
    .selectFrom('properties')
    .leftJoin('media_files', 'media_files.name', 'properties.background_image')
    .selectAll('properties')
    .select(['media_files.width as image_width', 'media_files.height as image_height', 'media_files.variant_widths as image_variant_widths'])
    .where('organization_id', '=', organizationId)
    .orderBy('properties.id');
  if (opts.runningOnly) query = query.where('status', '=', 'RUNNING');
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

export async function updateProperty(db: Db, id: number, changes: PropertyUpdate) {
  if (Object.keys(changes).length) await db.updateTable('properties').set(changes).where('id', '=', id).execute();
}
