import { BASE_PATH } from './constants';

/** The query parameter carrying where a student returns after verifying their address (issue 45). */
export const RETURN_PARAM = 'next';

const MAX_LENGTH = 300;

/**
 * A return path if it is one of this site's own pages: a relative path under the site's base path,
 * never another origin (`https://evil`, `//evil`, `/\evil`), a scheme, or control characters. Answers
 * the path as the URL parser reads it (so what is checked is what a browser follows), else null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith(`${BASE_PATH}/`) || value.length > MAX_LENGTH) return null;
  // Browsers treat a backslash as a slash and drop tabs and newlines: '/new/\\evil' must not pass as a path.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) || value.startsWith('//')) return null;
  const base = 'http://return.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || !url.pathname.startsWith(`${BASE_PATH}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with the return path added as `?next=` (nothing when there is none). */
export function withReturnPath(path: string, next: string | null): string {
  return next ? `${path}?${new URLSearchParams({ [RETURN_PARAM]: next })}` : path;
}
