import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db/database';
import type { CheckedUpload } from './upload';

/**
 * Moves a checked upload into UPLOADS_DIR under a new generated name, records it in media_files and
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
  const size = file.kind === 'image' ? await imageSize(file.tempPath) : null;
  await rename(file.tempPath, finalPath);
  try {
    const result = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('media_files')
        .values({
          name,
          kind: file.kind,
          mime: file.mime,
          size: file.size,
          width: size?.width ?? null,
          height: size?.height ?? null,
          original_name: file.originalName,
        })
        .execute();
      return attach(trx, name);
    });
    return { name, result };
  } catch (err) {
    await rm(finalPath, { force: true });
    throw err;
  }
}

/** Deletes a stored file and its row when no record points at it any more. */
export async function deleteMedia(db: Db, uploadsDir: string, name: string): Promise<void> {
  try {
    await db.deleteFrom('media_files').where('name', '=', name).execute();
  } catch {
    return; // still referenced (foreign key): keep it
  }
  await rm(path.join(uploadsDir, name), { force: true });
}

async function imageSize(file: string): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(file).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}
