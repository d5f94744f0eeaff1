import { isAlmostEmpty } from '../../shared/leases/signature-ink';
import { SIGNATURE_IMAGE_MAX_BYTES, SIGNING_MESSAGES as M } from '../../shared/leases/signing-texts';
import { HttpError } from '../ground/http-error';

/**
 * Every pixel of a PNG as RGBA, or an error for a truncated or corrupt file (each chunk's CRC and
 * the compressed data are checked). pngjs (pure JavaScript, about 7 MB loaded) rather than sharp:
 * a signature is small, and sharp's 30 MB of libvips would otherwise stay in a server that takes
 * signatures but no image uploads.
 */
async function decodePng(bytes: Buffer): Promise<{ width: number; height: number; data: Buffer } | null> {
  const { PNG } = await import('pngjs');
  try {
    const png = PNG.sync.read(bytes);
    return { width: png.width, height: png.height, data: png.data };
  } catch {
    return null;
  }
}

const PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A signature pad at three times a phone's width is about 1200 × 400; nothing a signer draws needs more. */
const MAX_PIXELS = 2400 * 1200;

const refuse = (message: string): never => {
  throw HttpError.fields({ image: [message] });
};

/**
 * The PNG bytes of a drawn or typed signature sent as a data URL, once they are checked: a PNG by
 * its bytes, at most 200 KB, readable to the last pixel (a truncated file is refused), of a sane
 * size, and holding enough ink (shared/leases/signature-ink.ts, the rule the browser applies too).
 */
export async function readSignatureImage(dataUrl: string): Promise<Buffer> {
  if (!dataUrl.startsWith(PREFIX)) refuse(M.imageNotPng);
  const base64 = dataUrl.slice(PREFIX.length);
  if (base64.length > Math.ceil((SIGNATURE_IMAGE_MAX_BYTES * 4) / 3) + 4) refuse(M.imageTooLarge);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) refuse(M.imageNotPng);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SIGNATURE_IMAGE_MAX_BYTES) refuse(M.imageTooLarge);
  if (!bytes.subarray(0, 8).equals(PNG_MAGIC)) refuse(M.imageNotPng);
  // IHDR is the first chunk, at a fixed place: the size is refused before any pixel is decoded.
  const width = bytes.length >= 24 ? bytes.readUInt32BE(16) : 0;
  const height = bytes.length >= 24 ? bytes.readUInt32BE(20) : 0;
  if (!width || !height || bytes.toString('latin1', 12, 16) !== 'IHDR') refuse(M.imageNotPng);
  if (width * height > MAX_PIXELS) refuse(M.imageTooLarge);
  const pixels = await decodePng(bytes);
  if (!pixels) return refuse(M.imageUnreadable);
  if (isAlmostEmpty(pixels)) refuse(M.imageAlmostEmpty);
  return bytes;
}
