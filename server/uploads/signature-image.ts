import { isAlmostEmpty } from '../../shared/leases/signature-ink';
import { SIGNATURE_IMAGE_MAX_BYTES, SIGNING_MESSAGES as M } from '../../shared/leases/signing-texts';
import { HttpError } from '../ground/http-error';
import { loadSharp } from './sharp';

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
  const sharp = await loadSharp();
  let pixels: { data: Buffer; info: { width: number; height: number } };
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height) return refuse(M.imageNotPng);
    if (meta.width * meta.height > MAX_PIXELS) return refuse(M.imageTooLarge);
    pixels = await sharp(bytes, { failOn: 'truncated' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    return refuse(M.imageUnreadable);
  }
  if (isAlmostEmpty({ width: pixels.info.width, height: pixels.info.height, data: pixels.data })) refuse(M.imageAlmostEmpty);
  return bytes;
}
