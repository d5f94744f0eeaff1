import { MAX_UPLOAD_BYTES } from '../constants';
import { DOCUMENT_MESSAGES } from '../messages';

/** Image files the editor embeds as inline data (the spec's 'file' choice); the page's CSP allows exactly these. */
export const INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]*={0,2})$/;
const SITE_PATH = /^\/(?![/\\])[^\s"'<>]*$/;

/** Decoded bytes of a base64 text. */
const base64Bytes = (data: string) => Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);

/** Why an image source cannot be stored, or null: inline data of an allowed type and at most an upload's size, or a path on this site. */
export function imageSourceProblem(src: unknown): string | null {
  if (typeof src !== 'string') return DOCUMENT_MESSAGES.imageSource;
  if (SITE_PATH.test(src)) return null;
  const data = DATA_URL.exec(src);
  if (!data) return DOCUMENT_MESSAGES.imageSource;
  return base64Bytes(data[2]!) > MAX_UPLOAD_BYTES ? DOCUMENT_MESSAGES.imageTooLarge : null;
}

/** A link a manager pasted, as the path the body stores: only this site's own images load under its CSP. */
export function sitePath(link: string, origin: string): string | null {
  const trimmed = link.trim();
  if (SITE_PATH.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
