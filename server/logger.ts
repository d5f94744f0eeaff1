import pino from 'pino';

export type Logger = pino.Logger;

/** JSON lines on stdout; LOG_LEVEL picks how much. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
