import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PATH } from '../../../shared/constants';
import { isSafeImageSource } from '../../../shared/documents/render';
import { walk, type DocNode } from '../../../shared/documents/types';
import { INLINE_IMAGE_SOURCE, MAX_IMAGE_PIXELS } from '../../../shared/media';
import { loadSharp } from '../../uploads/sharp';

/** An image as react-pdf draws it (PNG or JPEG only), with its size in pixels. */
export type PdfImage = { data: Buffer; format: 'png' | 'jpg'; width: number; height: number };

/** Wider images are scaled down to this many pixels: about 200 dpi across the text width, so a photo does not bloat the file. */
const MAX_PIXEL_WIDTH = 1400;

/** The file an `/uploads/…` source names, or null when it would lie outside the uploads folder. */
export function uploadsFile(src: string, uploadsDir: string): string | null {
  const root = path.resolve(uploadsDir);
  const relative = src.slice(UPLOADS_PATH.length + 1).replace(/[?#].*$/, '');
  const file = path.resolve(root, relative);
  return relative && file.startsWith(root + path.sep) ? file : null;
}

async function sourceBytes(src: string, uploadsDir: string): Promise<Buffer | null> {
  const inline = INLINE_IMAGE_SOURCE.exec(src);
  if (inline) return Buffer.from(inline[2]!, 'base64');
  const file = uploadsFile(src, uploadsDir);
  return file ? readFile(file).catch(() => null) : null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG's size from its header, when it can be drawn as it is without asking sharp (whose loading
 * is a tenth of a first document): within MAX_PIXEL_WIDTH and MAX_IMAGE_PIXELS, and with no EXIF
 * (which could rotate it) before its image data. Null sends it to sharp, as any other image.
 */
function plainPng(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR' || bytes.readUInt32BE(8) !== 13) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (!width || !height || width > MAX_PIXEL_WIDTH || width * height > MAX_IMAGE_PIXELS) return null;
  for (let at = 33; at + 8 <= bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') return { width, height };
    if (type === 'eXIf') return null;
  }
  return null;
}

/** PNG and JPEG as they are when small and upright; anything else (WebP, GIF, large or rotated photos) redrawn with sharp. */
async function drawable(bytes: Buffer): Promise<PdfImage> {
  const png = plainPng(bytes);
  if (png) return { data: bytes, format: 'png', ...png };
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  const format = meta.format === 'jpeg' ? 'jpg' : meta.format === 'png' ? 'png' : null;
  if (format && meta.width <= MAX_PIXEL_WIDTH && (meta.orientation ?? 1) === 1) return { data: bytes, format, width: meta.width, height: meta.height };
  const resized = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize({ width: MAX_PIXEL_WIDTH, withoutEnlargement: true });
  const { data, info } = await (format === 'jpg' ? resized.jpeg({ quality: 85 }) : resized.png()).toBuffer({ resolveWithObject: true });
  return { data, format: format === 'jpg' ? 'jpg' : 'png', width: info.width, height: info.height };
}

/**
 * Every image the document shows, by source, read one at a time. A source the HTML would not show,
 * a missing file or one that does not decode has no entry: the PDF leaves it out, as a browser
 * shows nothing for a broken image.
 */
export async function loadImages(doc: DocNode, uploadsDir: string): Promise<Map<string, PdfImage>> {
  const images = new Map<string, PdfImage>();
  for (const node of walk(doc)) {
    const src = node.type === 'image' ? node.attrs?.src : undefined;
    if (typeof src !== 'string' || images.has(src) || !isSafeImageSource(src)) continue;
    const bytes = await sourceBytes(src, uploadsDir);
    const image = bytes && (await drawable(bytes).catch(() => null));
    if (image) images.set(src, image);
  }
  return images;
}
