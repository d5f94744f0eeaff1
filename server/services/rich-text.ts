import sanitizeHtml from 'sanitize-html';

/**
 * Image sources rich text keeps: those the content security policy's img-src lets a page load
 * ('self' and data:, server/http/security-headers.ts), so no stored image is one the browser refuses.
 * 'self' is kept as a path on this site (the uploads are served from /uploads/), never `//host`;
 * data: only as a raster image. blob: addresses live only in the page that made them, and the map
 * origin serves map tiles, so neither is content.
 */
// No backslash, space or control character: browsers drop some of them or read \ as /, and "/\t/host" would become "//host".
const SITE_PATH = /^\/(?!\/)[^\\\s\p{Cc}]*$/u;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i;

/** Whether rich text may keep an image with this src. */
export function allowedImageSource(src: string): boolean {
  return SITE_PATH.test(src) || DATA_IMAGE.test(src);
}

/**
 * The allow-list for rich text shown on public pages (About texts): formatting, lists, links and
 * images only. Scripts, event handlers, styles and javascript: URLs never survive.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'blockquote', 'img'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
  // An image the page could not load is dropped whole rather than kept without its source.
  exclusiveFilter: (frame) => frame.tag === 'img' && !allowedImageSource(frame.attribs.src ?? ''),
};

/** Sanitized HTML for storing and showing. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
