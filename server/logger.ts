import pino from 'pino';

export type Logger = pino.Logger;

/** JSON lines on stdout; LOG_LEVEL picks how much. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}

/** A URL as it may be logged: the secret of a sign-in, reset or other mailed link page is cut out. */
export function withoutLinkSecret(url: string): string {
  return url.replace(/(\/(?:new\/[a-z-]+|api\/sign)\/)[A-Za-z0-9_-]{32,}/g, '$1[secret]');
}
