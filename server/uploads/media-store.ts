import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Insertable } from 'kysely';
import { parseVariantWidths } from '../../shared/media';
import type { Db } from '../db/database';
import type { MediaFilesTable } from '../db/schema';
import { HttpError } from '../ground/http-error';
import { currentMediaOf, deleteMediaFileIfUnused, insertMediaFile, type MediaTable, type ReleasedMedia } from '../queries/media-files';
import { removeVariantFiles, writeImageVariants } from './image-variants';
import type { CheckedUpload } from './upload';

/**
 * The one way records gain, swap and lose stored files. Every change runs in one transaction that
 * inserts the new media row, changes the record and deletes the row of the file the record pointed
 * at (read in that same transaction, so racing changes each release a different one). Files go only
 * after the commit; if the transaction fails, the new file goes instead. A crash between the two
 * leaves at most a file without a row, which the sweep at start removes (./sweep.ts).
 */

/** The record whose file column (MEDIA_COLUMNS) a change replaces or deletes. */
export type MediaSlot = { table: MediaTable; id: number };

export type Placed = { row: Insertable<MediaFilesTable>; widths: number[] };

/** Moves the upload into UPLOADS_DIR under a new generated name; images also get resized copies. */
export async function place(uploadsDir: string, file: CheckedUpload): Promise<Placed> {
  const name = `${randomBytes(16).toString('hex')}.${file.ext}`;
  const image = file.kind === 'image' ? await writeImageVariants(file.tempPath, uploadsDir, name, file.mime) : { width: null, height: null, widths: [] };
  const row = {
    name,
    kind: file.kind,
    mime: file.mime,
    size: file.size,
    width: image.width,
    height: image.height,
    original_name: file.originalName,
    variant_widths: image.widths.join(','),
  };
  try {
    await rename(file.tempPath, path.join(uploadsDir, name));
  } catch (err) {
    await removeFiles(uploadsDir, [row]);
    throw err;
  }
  return { row, widths: image.widths };
}

/** Removes stored files and their copies; a file that cannot be removed now is left to the sweep at start. */
export async function removeFiles(uploadsDir: string, files: { name: string; variant_widths?: string }[]): Promise<void> {
  await Promise.all(
    files.map((f) =>
      Promise.all([rm(path.join(uploadsDir, f.name), { force: true }), removeVariantFiles(uploadsDir, f.name, parseVariantWidths(f.variant_widths))]).catch(() => undefined),
    ),
  );
}

type Change<T> = (trx: Db, name: string | null, release: (name: string | null | undefined) => Promise<void>) => Promise<T>;

async function changeMedia<T>(db: Db, uploadsDir: string, file: CheckedUpload | null, change: Change<T>): Promise<{ name: string | null; result: T }> {
  const placed = file ? await place(uploadsDir, file) : null;
  const name = placed?.row.name ?? null;
  const released: ReleasedMedia[] = [];
  let result: T;
  try {
    result = await db.transaction().execute(async (trx) => {
      if (placed) await insertMediaFile(trx, placed.row);
      return change(trx, name, async (old) => {
        if (!old || old === name) return;
        const row = await deleteMediaFileIfUnused(trx, old);
        if (row) released.push(row);
      });
    });
  } catch (err) {
    if (placed) await removeFiles(uploadsDir, [placed.row]);
    throw err;
  }
  await removeFiles(uploadsDir, released);
  return { name, result };
}

/** The file the record points at, read inside the change; 404 when the record is gone (deleted meanwhile). */
async function currentOrGone(trx: Db, slot: MediaSlot): Promise<string | null> {
  const current = await currentMediaOf(trx, slot.table, slot.id);
  if (current === undefined) throw HttpError.notFound();
  return current;
}

/** Stores an upload for a new record: `attach` creates the record pointing at the stored name. */
export async function storeUpload<T>(db: Db, uploadsDir: string, file: CheckedUpload, attach: (trx: Db, name: string) => Promise<T>): Promise<{ name: string; result: T }> {
  const { name, result } = await changeMedia(db, uploadsDir, file, (trx, stored) => attach(trx, stored!));
  return { name: name!, result };
}

/**
 * Gives the record in `slot` the upload as its file: `write` points the record at the new name (and
 * may change other fields); the file it pointed at before is deleted with its row.
 */
export async function replaceMedia<T>(db: Db, uploadsDir: string, file: CheckedUpload, slot: MediaSlot, write: (trx: Db, name: string) => Promise<T>): Promise<T> {
  const { result } = await changeMedia(db, uploadsDir, file, async (trx, name, release) => {
    const old = await currentOrGone(trx, slot);
    const written = await write(trx, name!);
    await release(old);
    return written;
  });
  return result;
}

/** Deletes the record in `slot` (`remove`) and the file it pointed at, with its row. */
export async function deleteWithMedia(db: Db, uploadsDir: string, slot: MediaSlot, remove: (trx: Db) => Promise<void>): Promise<void> {
  await changeMedia(db, uploadsDir, null, async (trx, _name, release) => {
    const old = await currentOrGone(trx, slot);
    await remove(trx);
    await release(old);
  });
}
