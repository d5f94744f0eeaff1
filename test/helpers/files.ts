import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** A real PNG of the given size. */
export function pngBuffer(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4D7CFE' } }).png().toBuffer();
}

/** The first half of a real, noisy JPEG of the given size: a file cut off in transfer. */
export async function truncatedJpeg(width = 1200, height = 800): Promise<Buffer> {
  const whole = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).jpeg().toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
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
