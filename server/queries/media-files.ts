import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { MediaFilesTable } from '../db/schema';

/** Every column that points at a stored file (a foreign key to media_files.name), by table. */
export const MEDIA_COLUMNS = {
  properties: 'background_image',
  users: 'image',
  property_images: 'image',
  amenities: 'image',
  background_media: 'file',
  property_resources: 'resource_file',
  testimonials: 'image',
  portfolios: 'image',
  social_images: 'image',
} as const;

export type MediaTable = keyof typeof MEDIA_COLUMNS;

/** A stored file's name with the widths of its resized copies. */
export type ReleasedMedia = { name: string; variant_widths: string };

/** True for the media_files row of the outer query that no record points at. */
const unreferenced = sql<boolean>`${sql.join(
  Object.entries(MEDIA_COLUMNS).map(([table, column]) => sql`not exists (select 1 from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = media_files.name)`),
  sql` and `,
)}`;

export async function insertMediaFile(db: Db, row: Insertable<MediaFilesTable>): Promise<void> {
  await db.insertInto('media_files').values(row).execute();
}

/**
 * The file a record points at now: its name, null when it has none, undefined when the record is
 * gone. Read inside the transaction that changes the record, so two changes never see the same one.
 */
export async function currentMediaOf(db: Db, table: MediaTable, id: number): Promise<string | null | undefined> {
  const { rows } = await sql<{ file: string | null }>`select ${sql.ref(MEDIA_COLUMNS[table])} as file from ${sql.table(table)} where id = ${id}`.execute(db);
  return rows[0] ? rows[0].file : undefined;
}

/** Deletes the row of `name` unless a record still points at it; answers the deleted row. */
export async function deleteMediaFileIfUnused(db: Db, name: string): Promise<ReleasedMedia | undefined> {
  return db.deleteFrom('media_files').where('name', '=', name).where(unreferenced).returning(['name', 'variant_widths']).executeTakeFirst();
}

/** Deletes every media_files row no record points at (left by a crash or an older version); answers them. */
export async function deleteUnusedMediaFiles(db: Db, createdBefore?: string): Promise<ReleasedMedia[]> {
  return db
    .deleteFrom('media_files')
    .where(unreferenced)
    .$if(createdBefore !== undefined, (q) => q.where('created_at', '<', createdBefore!))
    .returning(['name', 'variant_widths'])
    .execute();
}

export async function listMediaFiles(db: Db): Promise<ReleasedMedia[]> {
  return db.selectFrom('media_files').select(['name', 'variant_widths']).orderBy('name').execute();
}

/**
 * The widths of the WebP copies of the image a column names (null or '' when it has none), as a
 * select-list item `image_variant_widths`: lists of records show their images with a srcset.
 */
export function imageVariantWidths(column: `${MediaTable}.${string}`) {
  return sql<string | null>`(select variant_widths from media_files where media_files.name = ${sql.ref(column)})`.as('image_variant_widths');
}
