// PNGs made chunk by chunk, as someone probing the signature upload would make them (issue 43):
// interlaced or 16-bit headers, image data that inflates far beyond its header, animation chunks.
import { once } from 'node:events';
import { createDeflate, crc32, deflateSync } from 'node:zlib';

const MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type Header = { width: number; height: number; bitDepth?: number; colorType?: number; interlace?: number };

/** One chunk: length, type, data and the CRC of type and data. */
export function chunk(type: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

export function ihdr({ width, height, bitDepth = 8, colorType = 6, interlace = 0 }: Header): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([bitDepth, colorType, 0, 0, interlace], 8);
  return chunk('IHDR', data);
}

/** A PNG of the header, the chunks given (before the image data) and compressed image data. */
export const pngOf = (header: Header, idat: Buffer, before: Buffer[] = []): Buffer => Buffer.concat([MAGIC, ihdr(header), ...before, chunk('IDAT', idat), chunk('IEND')]);

/** `bytes` zero bytes deflated at the best ratio, made a megabyte at a time (a 185 MB bomb never sits in memory). */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= zeros.length) {
    if (!deflate.write(left >= zeros.length ? zeros : zeros.subarray(0, left))) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(parts);
}

/** The chunks of a PNG, by type, in order. */
export function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length; at += 12 + png.readUInt32BE(at)) types.push(png.toString('latin1', at + 4, at + 8));
  return types;
}

/** A PNG with `extra` chunks put right after its IHDR (an APNG's acTL and fcTL go there). */
export function withChunksAfterHeader(png: Buffer, extra: Buffer[]): Buffer {
  const afterHeader = 8 + 12 + 13;
  return Buffer.concat([png.subarray(0, afterHeader), ...extra, png.subarray(afterHeader)]);
}

/** An APNG's animation control: `frames` frames, played forever. */
export function animationChunks(frames = 2): Buffer[] {
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(frames, 0);
  return [chunk('acTL', actl), chunk('fcTL', Buffer.alloc(26))];
}

/** A 16-bit RGBA image of `width` × `height` with one dark line across it (legitimate-looking, tiny when compressed). */
export function sixteenBitPng(width: number, height: number): Buffer {
  const row = 1 + width * 8;
  const raw = Buffer.alloc(row * height);
  const y = Math.floor(height / 2);
  for (let x = 0; x < width; x++) raw.writeUInt16BE(0xffff, y * row + 1 + x * 8 + 6);
  return pngOf({ width, height, bitDepth: 16 }, deflateSync(raw, { level: 9 }));
}

export const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
