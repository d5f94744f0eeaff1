import { Router } from 'express';
import { z } from 'zod';
import { ContactSchema } from '../../shared/schemas/contact';
import { idParam } from '../../shared/schemas/common';
import { contactRateLimit, type RateLimitSettings } from '../auth/rate-limits';
import type { Db } from '../db/database';
import { validate } from '../http/validate';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { sendContactMessage } from '../services/contact';

const IdParams = z.object({ id: idParam });

/** Contact forms of the company and of each property. */
export function contactRoutes(deps: { db: Db; mailer: Mailer; logger: Logger; baseUrl: string }, limits: RateLimitSettings): Router {
  const router = Router();
  const limit = contactRateLimit(limits);

  router.post('/api/organizations/:id/contact/', limit, validate(IdParams, 'params'), validate(ContactSchema), async (req, res) => {
    const id = await sendContactMessage(deps, { organizationId: res.locals.params.id }, req.body);
    res.status(201).json({ id, detail: 'Message sent' });
  });

  router.post('/api/properties/:id/contact/', limit, validate(IdParams, 'params'), validate(ContactSchema), async (req, res) => {
    const id = await sendContactMessage(deps, { propertyId: res.locals.params.id }, req.body);
    res.status(201).json({ id, detail: 'Message sent' });
  });

  return router;
}
