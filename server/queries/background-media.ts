import type { Db } from '../db/database';
import { nextOrder } from './ordering';
import { ownerColumn, type PageOwner } from './page-owner';

const selectMedia = (db: Db) =>
  db
    .selectFrom('background_media')
    .innerJoin('media_files', 'media_files.name', 'background_media.file')
    .select(['background_media.id', 'background_media.file', 'background_media.order', 'media_files.kind', 'media_files.width', 'media_files.height', 'media_files.variant_widths']);

/** Header media of a property or organization, in display order. */
export async function listBackgroundMedia(db: Db, owner: PageOwner) {
  const { column, id } = ownerColumn(owner);
  return selectMedia(db).where(`background_media.${column}`, '=', id).orderBy('background_media.order').orderBy('background_media.id').execute();
}

export type BackgroundMediaRow = Awaited<ReturnType<typeof listBackgroundMedia>>[number];

export async function findBackgroundMedia(db: Db, id: number): Promise<BackgroundMediaRow> {
  return selectMedia(db).where('background_media.id', '=', id).executeTakeFirstOrThrow();
}

/** Appends a header media item after the existing ones. */
export async function insertBackgroundMedia(db: Db, owner: PageOwner, file: string): Promise<number> {
  const { column, id } = ownerColumn(owner);
  const row = await db
    .insertInto('background_media')
    .values({ [column]: id, file, order: nextOrder('background_media', { column, id }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteBackgroundMedia(db: Db, id: number) {
  await db.deleteFrom('background_media').where('id', '=', id).execute();
}
