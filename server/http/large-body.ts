import express, { type Request, type RequestHandler } from 'express';
import type { Role } from '../../shared/constants';
import { requireRole } from '../auth/authenticate';

/** Where the API takes JSON bodies over the 1 MB every other path takes, and how large. */
export const LARGE_JSON_BODIES = [
  // A template body embeds its images as inline data (spec §5): room for one upload-sized image and the text.
  { path: '/api/document-templates', limit: '8mb' },
  // Assign Plans saves up to 10,000 beds at once.
  { path: '/api/payment-plan-assignments', limit: '4mb' },
] as const;

const isLargeBodyPath = (path: string) => LARGE_JSON_BODIES.some((large) => path === large.path || path.startsWith(`${large.path}/`));

/** Whether a request comes with a body (as type-is tells it, which express's parsers use). */
const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || !Number.isNaN(parseInt(req.headers['content-length'] ?? '', 10));

/** The 1 MB JSON parser for every path but the large-body ones, which are read after sign-in (largeJsonBody). */
export function smallJsonBody(): RequestHandler {
  const parse = express.json({ limit: '1mb' });
  return (req, res, next) => (isLargeBodyPath(req.path) ? next() : parse(req, res, next));
}

/**
 * A large JSON body is read only once the caller is known to be allowed to send it: anyone else
 * is answered (401, 403) before the body is read, and Node discards what still arrives without
 * parsing or keeping it. (Closing the connection instead would save the bandwidth, but a client
 * still sending gets a reset rather than the 401: undici saw EPIPE on a third of such requests.)
 */
export function largeJsonBody(limit: string, ...roles: Role[]): RequestHandler[] {
  const allowed = requireRole(...roles);
  const guard: RequestHandler = (req, res, next) => (hasBody(req) ? allowed(req, res, next) : next());
  return [guard, express.json({ limit })];
}
