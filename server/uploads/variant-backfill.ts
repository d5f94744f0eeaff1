import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseVariantWidths, variantWidthsFor } from '../../shared/media';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { writeImageVariants } from './image-variants';

/** Formats whose images get copies (sharp reads them); a GIF stored without copies is animated and keeps none. */
const RESIZED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Images stored before the current set of copy widths (or before copies existed) get their missing
 * copies, one image at a time, and their row then lists them: the public pages offer them from the
 * next render on (the row's change moves the content version on). Runs after the server listens;
 * an image that fails is logged and left as it was. Returns how many images were brought up to date.
 */
export async function backfillImageVariants(db: Db, uploadsDir: string, logger: Logger, stopped: () => boolean = () => false): Promise<number> {
  const rows = await db
    .selectFrom('media_files')
    .select(['name', 'mime', 'width', 'variant_widths'])
    .where('kind', '=', 'image')
    .where('mime', 'in', RESIZED)
    .where('width', 'is not', null)
    .execute();
  let done = 0;
  for (const row of rows) {
    if (stopped()) break;
    if (row.mime === 'image/gif' && !row.variant_widths) continue;
    const wanted = variantWidthsFor(row.width!).join(',');
    if (row.variant_widths === wanted) continue;
    const source = path.join(uploadsDir, row.name);
    if (!existsSync(source)) continue;
    try {
      const { widths } = await writeImageVariants(source, uploadsDir, row.name, row.mime, parseVariantWidths(row.variant_widths));
      await db.updateTable('media_files').set({ variant_widths: widths.join(',') }).where('name', '=', row.name).execute();
      done++;
    } catch (err) {
      logger.warn({ err, name: row.name }, 'could not make the copies of a stored image');
    }
  }
  if (done) logger.info({ images: done }, 'stored images brought up to the current copy widths');
  return done;
}
