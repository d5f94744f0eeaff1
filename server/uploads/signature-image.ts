import { SIGNATURE_IMAGE_MAX_BYTES, SIGNING_MESSAGES as M } from '../../shared/leases/signing-texts';
import { HttpError } from '../ground/http-error';
import { createSignatureDecoder, type SignatureDecoder } from './signature/decoder';
import { walkPng } from './signature/png-chunks';

const PREFIX = 'data:image/png;base64,';
/** A signature pad at three times a phone's width is about 1200 × 400; nothing a signer draws needs more. */
export const SIGNATURE_MAX_PIXELS = 2400 * 1200;

/** One decoder for the process: its worker starts with the first signature and stops when idle. */
let shared: SignatureDecoder | undefined;

const refuse = (message: string): never => {
  throw HttpError.fields({ image: [message] });
};

/**
 * The PNG to store for a drawn or typed signature sent as a data URL, once it is checked: a PNG by
 * its bytes, at most 200 KB, of a sane size, what a canvas makes (8-bit, not interlaced, not
 * animated: png-chunks.ts, before anything is inflated), readable to the last pixel, and holding
 * enough ink (shared/leases/signature-ink.ts, the rule the browser applies too). The pixels are
 * decoded in a worker thread, and the answer is them written again as a plain PNG.
 */
export async function readSignatureImage(dataUrl: string, decoder: SignatureDecoder = (shared ??= createSignatureDecoder())): Promise<Buffer> {
  if (!dataUrl.startsWith(PREFIX)) refuse(M.imageNotPng);
  const base64 = dataUrl.slice(PREFIX.length);
  if (base64.length > Math.ceil((SIGNATURE_IMAGE_MAX_BYTES * 4) / 3) + 4) refuse(M.imageTooLarge);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) refuse(M.imageNotPng);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SIGNATURE_IMAGE_MAX_BYTES) refuse(M.imageTooLarge);
  const layout = walkPng(bytes, SIGNATURE_MAX_PIXELS);
  if ('refusal' in layout) return refuse({ 'not-png': M.imageNotPng, unreadable: M.imageUnreadable, 'too-large': M.imageTooLarge }[layout.refusal]);
  const decoded = await decoder.decode(bytes, layout);
  if ('refusal' in decoded) return refuse(decoded.refusal === 'almost-empty' ? M.imageAlmostEmpty : M.imageUnreadable);
  return decoded.png;
}
