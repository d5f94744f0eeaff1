import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for rich text shown on public pages (About texts): formatting, lists, links and
 * images only. Scripts, event handlers, styles and javascript: URLs never survive.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'blockquote', 'img'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    // Images come from our uploads or an https address, nothing else.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && (/^https:\/\//.test(src) || src.startsWith('/uploads/')) ? { src, ...rest } : rest };
    },
  },
};

/** Sanitized HTML for storing and showing. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
