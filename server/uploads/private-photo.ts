import { randomBytes } from 'node:crypto';
import { chmod, mkdir, rm } from 'node:fs/promises';
import { MAX_IMAGE_PIXELS } from '../../shared/media';
import { API_ERRORS } from '../../shared/messages';
import { HttpError } from '../ground/http-error';
import { readBmpSize } from './bmp-size';
import { readImageHeader } from './image-checks';
import { asUploadError, refuseTooManyPixels } from './image-variants';
import { privateFilePath, storePrivateFile } from './private-files';
import { loadSharp } from './sharp';
import type { CheckedUpload } from './upload';

/** The longest side a kept photo has: enough to see a leak or a broken lock, a fraction of a phone's original. */
export const PHOTO_MAX_SIDE = 2048;

export type StoredPhoto = { name: string; mime: string; size: number };

/**
 * Keeps a checked image upload as a private photo. Every pixel is decoded (a cut-off or damaged file
 * is a 400, one over the pixel limit a 413 from its header) and the photo is written anew as WebP,
 * turned upright and at most PHOTO_MAX_SIDE wide: the copy carries none of the phone's metadata
 * (no GPS position of the student's room). BMP, which sharp does not read and which carries no
 * metadata, is kept as it came after its size is checked.
 */
export async function storePrivatePhoto(dir: string, upload: CheckedUpload): Promise<StoredPhoto> {
  if (upload.mime === 'image/bmp') {
    const size = await readBmpSize(upload.tempPath);
    if (!size) throw HttpError.detail(400, API_ERRORS.unreadableImage);
    refuseTooManyPixels(size);
    return { name: await storePrivateFile(dir, upload), mime: upload.mime, size: upload.size };
  }
  const sharp = await loadSharp();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const target = privateFilePath(dir, name);
  try {
    refuseTooManyPixels(await readImageHeader(upload.tempPath));
    const info = await sharp(upload.tempPath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(target);
    await chmod(target, 0o600);
    return { name, mime: 'image/webp', size: info.size };
  } catch (err) {
    await rm(target, { force: true });
    throw asUploadError(err);
  } finally {
    await rm(upload.tempPath, { force: true });
  }
}
