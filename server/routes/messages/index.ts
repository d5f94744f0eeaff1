import { Router } from 'express';
import { variableNames } from '../../../shared/documents/variables';
import { requireRole } from '../../auth/authenticate';
import type { RouteDeps } from '../deps';

/** `/api/messages/variables`: the variables a template may use, key → display name (a fixed catalog). */
export function messageRoutes(_deps: RouteDeps): Router {
  const router = Router();
  router.get('/api/messages/variables', requireRole('manager', 'maintenance'), (_req, res) => {
    res.json(variableNames());
  });
  return router;
}
