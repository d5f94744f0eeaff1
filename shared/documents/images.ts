import { MAX_UPLOAD_BYTES } from '../constants';
import { INLINE_IMAGE_SOURCE, isUploadsPath } from '../media';
import { DOCUMENT_MESSAGES } from '../messages';
import { walk, type DocNode } from './types';

/** Image files the editor embeds as inline data (the spec's 'file' choice); the page's CSP allows exactly these. */
export const INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Decoded bytes of a base64 text. */
const base64Bytes = (data: string) => Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);

/**
 * Why an image source cannot be stored, or null: inline data of an allowed type and at most an
 * upload's size, or a path into this site's uploads. (The server then checks inline bytes as it
 * checks an uploaded image: server/uploads/inline-images.ts.)
 */
export function imageSourceProblem(src: unknown): string | null {
  if (typeof src !== 'string') return DOCUMENT_MESSAGES.imageSource;
  if (isUploadsPath(src)) return null;
  const data = INLINE_IMAGE_SOURCE.exec(src);
  if (!data) return DOCUMENT_MESSAGES.imageSource;
  return base64Bytes(data[2]!) > MAX_UPLOAD_BYTES ? DOCUMENT_MESSAGES.imageTooLarge : null;
}

/** Why a video source cannot be stored, or null: only a path into this site's uploads. */
export const videoSourceProblem = (src: unknown): string | null => (typeof src === 'string' && isUploadsPath(src) ? null : DOCUMENT_MESSAGES.videoSource);

/** The inline (data:) image sources a body holds, each once. */
export const inlineImageSources = (doc: DocNode): string[] => [
  ...new Set([...walk(doc)].flatMap((node) => (node.type === 'image' && typeof node.attrs?.src === 'string' && node.attrs.src.startsWith('data:') ? [node.attrs.src] : []))),
];

/** A link a manager pasted, as the path the body stores: only this site's uploads load under its CSP and this rule. */
export function sitePath(link: string, origin: string): string | null {
  const trimmed = link.trim();
  if (isUploadsPath(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    const path = `${url.pathname}${url.search}`;
    return url.origin === origin && isUploadsPath(path) ? path : null;
  } catch {
    return null;
  }
}
