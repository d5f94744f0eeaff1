import sanitizeHtml from 'sanitize-html';
import { INLINE_IMAGE_SOURCE, isUploadsPath } from '../../../shared/media';
import { HttpError } from '../../ground/http-error';
import { inlineImagesProblems } from '../../uploads/inline-images';

/**
 * Image sources rich text keeps: those the content security policy's img-src lets a page load
 * ('self' and data:, server/http/security-headers.ts), so no stored image is one the browser refuses.
 * 'self' only as a path into the uploads (never `//host`, nor another path such as `/api/…` that a
 * page would fire a GET at); data: only as a raster image. blob: addresses live only in the page
 * that made them, and the map origin serves map tiles, so neither is content.
 */
export function allowedImageSource(src: string): boolean {
  return isUploadsPath(src) || INLINE_IMAGE_SOURCE.test(src);
}

/**
 * The allow-list for rich text shown on public pages (About texts): formatting, lists, links and
 * images only. Scripts, event handlers, styles and javascript: URLs never survive. `kept` hears
 * each image source that stays.
 */
const options = (kept: (src: string) => void): sanitizeHtml.IOptions => ({
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'blockquote', 'img'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
  // An image the page could not load is dropped whole rather than kept without its source.
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'img') return false;
    const src = frame.attribs.src ?? '';
    if (!allowedImageSource(src)) return true;
    kept(src);
    return false;
  },
});

/** Sanitized HTML for storing and showing. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options(() => undefined)).trim();
}

/**
 * Sanitized HTML whose inline images passed the checks an uploaded image passes (type sniffed,
 * pixel limit); 400 under `field` otherwise, before anything is stored.
 */
export async function checkedRichText(html: string, field: string): Promise<string> {
  const inline: string[] = [];
  const clean = sanitizeHtml(html, options((src) => src.startsWith('data:') && inline.push(src))).trim();
  const problems = await inlineImagesProblems(inline);
  if (problems.length) throw HttpError.fields({ [field]: problems });
  return clean;
}
