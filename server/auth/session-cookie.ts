/** The session cookie's name: its absence tells an anonymous visitor before any session is read. */
export const SESSION_COOKIE = 'sid';
