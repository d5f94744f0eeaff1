import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { MAX_IMAGE_PIXELS, variantName, variantWidthsFor } from '../../shared/media';
import { API_ERRORS } from '../../shared/messages';
import { HttpError } from '../ground/http-error';
import { readBmpSize } from './bmp-size';
import { pixelLimitProblem, readImageHeader } from './image-checks';
import { loadSharp } from './sharp';

/** An image's pixel size (null where sharp cannot read the format) and the widths of its copies. */
export type StoredImage = { width: number | null; height: number | null; widths: number[] };

/**
 * sharp's own errors mean the bytes are not a whole image (damaged or cut off): the visitor's file
 * is at fault, a 400. Disk and system errors carry a code and stay server errors.
 */
export function asUploadError(err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' || err instanceof HttpError ? err : HttpError.detail(400, API_ERRORS.unreadableImage);
}

/** 413 for an image over the pixel limit, told from its header before any pixel is decoded. */
export function refuseTooManyPixels(size: { width: number; height: number }): void {
  const problem = pixelLimitProblem(size);
  if (problem) throw HttpError.detail(413, problem);
}

/**
 * Reads an uploaded image and writes WebP copies at the widths the public pages ask for (those
 * narrower than the original, and one at its own width; the original stays as uploaded). Formats sharp cannot read (BMP) and animated
 * GIFs get none. An image over the pixel limit is refused (413) from its header, one that does not
 * decode is refused (400); neither leaves a copy behind. Copies at widths in `existing` are already
 * on disk and kept as they are. Each copy appears whole (written aside, then renamed into place).
 */
export async function writeImageVariants(source: string, dir: string, name: string, mime: string, existing: readonly number[] = []): Promise<StoredImage> {
  if (mime === 'image/bmp') {
    const size = await readBmpSize(source);
    if (size) refuseTooManyPixels(size);
    return { width: null, height: null, widths: [] };
  }
  const sharp = await loadSharp();
  // The same limit again where pixels are decoded, should a header understate them.
  const open = () => sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS });
  const widths: number[] = [];
  const written: number[] = [];
  try {
    const { pages, ...size } = await readImageHeader(source);
    refuseTooManyPixels(size);
    if (pages > 1) return { ...size, widths };
    for (const width of variantWidthsFor(size.width)) {
      widths.push(width);
      if (existing.includes(width)) continue;
      const file = path.join(dir, variantName(name, width));
      written.push(width);
      // rotate() applies the EXIF orientation; the copies carry no metadata (no camera GPS).
      await open().rotate().resize({ width }).webp({ quality: 78 }).toFile(`${file}.part`);
      await rename(`${file}.part`, file);
    }
    return { ...size, widths };
  } catch (err) {
    await removeVariantFiles(dir, name, written);
    await Promise.all(written.map((w) => rm(`${path.join(dir, variantName(name, w))}.part`, { force: true })));
    throw asUploadError(err);
  }
}

export async function removeVariantFiles(dir: string, name: string, widths: readonly number[]): Promise<void> {
  await Promise.all(widths.map((w) => rm(path.join(dir, variantName(name, w)), { force: true })));
}
