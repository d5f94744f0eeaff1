/** Text patterns shared by forms and the server; kept free of zod so that an island using one stays small. */

/** Loose e-mail pattern from the spec ({email}): something@something.something. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
