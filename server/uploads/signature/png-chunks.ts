import { crc32 } from 'node:zlib';

/** What IHDR declares. */
export type PngHeader = { width: number; height: number; bitDepth: number; colorType: number; interlace: number };
/** A PNG's layout once its chunks are walked: the header and its image data, still compressed. */
export type PngLayout = { header: PngHeader; idat: Uint8Array; inflatedBytes: number };
/** Why a walk refused the file: not a PNG at all, a PNG we do not read, or more pixels than allowed. */
export type PngRefusal = 'not-png' | 'unreadable' | 'too-large';

const MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Channels per color type: grey, RGB, palette, grey + alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** The chunks of an animated PNG (APNG): its first frame is the still image, the rest is what we refuse. */
const ANIMATION = new Set(['acTL', 'fcTL', 'fdAT']);
const CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);

/** The bytes of the unfiltered scanlines IHDR promises: a filter byte and the packed samples per row. */
export const inflatedSize = (h: PngHeader): number => h.height * (1 + Math.ceil((h.width * CHANNELS[h.colorType]! * h.bitDepth) / 8));

/**
 * Walks a PNG's chunks without inflating anything, and takes only what a canvas's `toDataURL` makes:
 * 8 bits per sample, not interlaced, not animated, each chunk whole with a right CRC, the image data
 * in one run and IEND at the end. A larger image than `maxPixels` is refused from its header alone.
 */
export function walkPng(bytes: Buffer, maxPixels: number): PngLayout | { refusal: PngRefusal } {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(MAGIC) || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return { refusal: 'not-png' };
  const header: PngHeader = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bitDepth: bytes[24]!, colorType: bytes[25]!, interlace: bytes[28]! };
  if (!header.width || !header.height) return { refusal: 'not-png' };
  if (header.width * header.height > maxPixels) return { refusal: 'too-large' };
  // 16-bit, 1-4 bit and interlaced images are valid PNGs a signing pad never makes (pngjs inflated interlaced ones without a bound).
  if (header.bitDepth !== 8 || !(header.colorType in CHANNELS) || bytes[26] !== 0 || bytes[27] !== 0 || header.interlace !== 0) return { refusal: 'unreadable' };

  const idat: Buffer[] = [];
  let idatEnded = false;
  let palette = false;
  for (let at = 8; ; ) {
    if (at + 12 > bytes.length) return { refusal: 'unreadable' };
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > bytes.length || end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return { refusal: 'unreadable' };
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return { refusal: 'unreadable' };
    if (ANIMATION.has(type)) return { refusal: 'unreadable' };
    const isCritical = type.charCodeAt(0) < 0x61;
    if (isCritical && !CRITICAL.has(type)) return { refusal: 'unreadable' };
    if (type === 'IHDR' && at !== 8) return { refusal: 'unreadable' };
    if (type === 'PLTE') palette = true;
    if (type === 'IDAT') {
      // The image data is one run of IDAT chunks (PNG 1.2, 5.6).
      if (idatEnded) return { refusal: 'unreadable' };
      idat.push(bytes.subarray(at + 8, at + 8 + length));
    } else if (idat.length) idatEnded = true;
    if (type === 'IEND') {
      if (!idat.length || (header.colorType === 3 && !palette)) return { refusal: 'unreadable' };
      return { header, idat: Buffer.concat(idat), inflatedBytes: inflatedSize(header) };
    }
    at = end;
  }
}
