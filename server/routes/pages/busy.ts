import type { Response } from 'express';
import { errorPage } from '../../render/error-pages';

/** Seconds a visitor is asked to wait when the render queue is full. */
const BUSY_RETRY_AFTER = '2';

/** Too many renders waiting: asks the visitor to come back rather than let the queue grow. */
export function answerBusy(res: Response): void {
  res.status(503).set('Retry-After', BUSY_RETRY_AFTER).set('Cache-Control', 'no-store').type('html').send(errorPage(503));
}
