import { exceedsPixelLimit } from '../../shared/media';
import { API_ERRORS } from '../../shared/messages';
import { loadFileType } from './file-type';
import { loadSharp } from './sharp';

/** What a file's or buffer's bytes are by their magic numbers (file-type), whatever name or type they came with. */
export async function sniffType(input: string | Uint8Array): Promise<{ mime: string; ext: string } | undefined> {
  const { fileTypeFromBuffer, fileTypeFromFile } = await loadFileType();
  return typeof input === 'string' ? fileTypeFromFile(input) : fileTypeFromBuffer(input);
}

export type ImageHeader = { width: number; height: number; pages: number };

/**
 * An image's pixel size and frame count, read from its header without decoding pixels; throws
 * sharp's error when the bytes are not an image it reads. sharp's own pixel bound is lifted for this
 * read only, so a 30000 × 30000 header is measured (and refused by our limit), not called unreadable.
 */
export async function readImageHeader(source: string | Buffer): Promise<ImageHeader> {
  const meta = await (await loadSharp())(source, { limitInputPixels: false }).metadata();
  if (!meta.width || !meta.height) throw new Error('no pixel size');
  return { width: meta.width, height: meta.height, pages: meta.pages ?? 1 };
}

/** The pixel limit's message when an image of this size is over it, else null. */
export const pixelLimitProblem = (size: { width: number; height: number }): string | null => (exceedsPixelLimit(size.width, size.height) ? API_ERRORS.imageTooManyPixels : null);
