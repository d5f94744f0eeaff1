import { rm } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, variantName } from '../../shared/media';
import { loadSharp } from './sharp';

/**
 * Writes WebP copies of an image at the widths the public pages ask for (only those narrower than
 * the original, which stays as uploaded). Formats sharp cannot read (BMP) and animated GIFs get none.
 * Returns the widths written; on failure every copy written is removed and the error rethrown.
 */
export async function writeImageVariants(source: string, dir: string, name: string, mime: string): Promise<number[]> {
  if (mime === 'image/bmp') return [];
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(source).metadata();
  } catch {
    return [];
  }
  if (!meta.width || (meta.pages ?? 1) > 1) return [];
  const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w < meta.width!);
  const written: string[] = [];
  try {
    for (const width of widths) {
      const file = path.join(dir, variantName(name, width));
      // rotate() applies the EXIF orientation; the copies carry no metadata (no camera GPS).
      await sharp(source).rotate().resize({ width }).webp({ quality: 78 }).toFile(file);
      written.push(file);
    }
    return widths;
  } catch (err) {
    await removeVariantFiles(dir, name, widths);
    throw err;
  }
}

export async function removeVariantFiles(dir: string, name: string, widths: readonly number[]): Promise<void> {
  await Promise.all(widths.map((w) => rm(path.join(dir, variantName(name, w)), { force: true })));
}
