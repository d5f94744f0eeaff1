import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { parseVariantWidths } from '../../shared/media';
import { removeVariantFiles, writeImageVariants } from './image-variants';
import type { CheckedUpload } from './upload';

/**
 * Moves a checked upload into UPLOADS_DIR under a new generated name (images also get resized
 * copies), records it in media_files and
 * runs `attach` in the same transaction. If anything fails the file is removed, so no file is left
 * without its row and no row without its file.
 */
export async function storeUpload<T>(
  db: Db,
  uploadsDir: string,
  file: CheckedUpload,
  attach: (trx: Db, name: string) => Promise<T>,
): Promise<{ name: string; result: T }> {
  const name = `${randomBytes(16).toString('hex')}.${file.ext}`;
  const finalPath = path.join(uploadsDir, name);
  const image = file.kind === 'image' ? await writeImageVariants(file.tempPath, uploadsDir, name, file.mime) : { width: null, height: null, widths: [] };
  try {
    await rename(file.tempPath, finalPath);
    const result = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('media_files')
        .values({
          name,
          kind: file.kind,
          mime: file.mime,
          size: file.size,
          width: image.width,
          height: image.height,
          original_name: file.originalName,
          variant_widths: image.widths.join(','),
        })
        .execute();
      return attach(trx, name);
    });
    return { name, result };
  } catch (err) {
    await Promise.all([rm(finalPath, { force: true }), removeVariantFiles(uploadsDir, name, image.widths)]);
    throw err;
  }
}

/** Deletes a stored file and its row when no record points at it any more. */
export async function deleteMedia(db: Db, uploadsDir: string, name: string): Promise<void> {
  let row;
  try {
    row = await db.deleteFrom('media_files').where('name', '=', name).returning('variant_widths').executeTakeFirst();
  } catch {
    return; // still referenced (foreign key): keep it
  }
  await Promise.all([rm(path.join(uploadsDir, name), { force: true }), removeVariantFiles(uploadsDir, name, parseVariantWidths(row?.variant_widths))]);
}
