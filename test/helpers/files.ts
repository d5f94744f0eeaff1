import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real PNG of the given size. */
export function pngBuffer(width = 64, height = 48): Promise<Buffer> {
  return once(`png ${width}x${height}`, () => sharp({ create: { width, height, channels: 3, background: '#4D7CFE' } }).png().toBuffer());
}

/** A real JPEG of the given size. */
export function jpegBuffer(width = 64, height = 48): Promise<Buffer> {
  return once(`jpeg ${width}x${height}`, () => sharp({ create: { width, height, channels: 3, background: '#4D7CFE' } }).jpeg().toBuffer());
}

/** Files made once per test file: encoding them is the slow part of many upload tests. Each caller gets its own copy. */
const made = new Map<string, Promise<Buffer>>();
async function once(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  let file = made.get(key);
  if (!file) made.set(key, (file = make()));
  return Buffer.from(await file);
}

/**
 * A real small PNG whose header (IHDR, CRC fixed up) states another pixel size: a few hundred bytes
 * that a reader takes for an image of width × height, as a decompression bomb would be.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngBuffer(1, 1));
  // Signature (8), then IHDR: length (4), type (4), width and height (4 each), five more bytes, CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The first half of a real, noisy JPEG of the given size: a file cut off in transfer. */
export async function truncatedJpeg(width = 1200, height = 800): Promise<Buffer> {
  const whole = await once(`noisy jpeg ${width}x${height}`, () => sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).jpeg().toBuffer());
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/**
 * A real BMP of the given size, run-length encoded (8-bit, one palette colour) so that any size
 * fits in a few bytes: its pixel data is the single "end of bitmap" mark, which leaves every pixel
 * at the palette's first colour.
 */
export function bmpBuffer(width: number, height: number): Buffer {
  const palette = Buffer.from([0xfe, 0x7c, 0x4d, 0x00]);
  const pixels = Buffer.from([0x00, 0x01]);
  const offset = 14 + 40 + palette.length;
  const file = Buffer.alloc(14);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(offset + pixels.length, 2);
  file.writeUInt32LE(offset, 10);
  const info = Buffer.alloc(40);
  info.writeUInt32LE(40, 0);
  info.writeInt32LE(width, 4);
  info.writeInt32LE(height, 8);
  info.writeUInt16LE(1, 12); // planes
  info.writeUInt16LE(8, 14); // bits per pixel
  info.writeUInt32LE(1, 16); // BI_RLE8
  info.writeUInt32LE(pixels.length, 20);
  info.writeUInt32LE(1, 32); // colours used
  return Buffer.concat([file, info, palette, pixels]);
}

/** The start of an ISO MP4 file: enough for content sniffing to see an mp4 video. */
export function mp4Buffer(): Buffer {
  const ftyp = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');
  const mdat = Buffer.concat([Buffer.from('00000010', 'hex'), Buffer.from('mdat'), Buffer.alloc(8)]);
  return Buffer.concat([ftyp, mdat]);
}

/** Every file under the uploads folder, temp folder included, as relative paths. */
export function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== '.gitkeep')
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
