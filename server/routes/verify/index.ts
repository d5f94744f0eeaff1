import { Router } from 'express';
import { route } from '../../http/route';
import type { RouteDeps } from '../deps';
import { requestedSha256, verifySha256 } from './answer';
import { hashedUpload, hashUpload } from './hash-upload';
import { VerifyBody } from './schema';

/**
 * `/api/verify/`: anyone, signed in or not, asks whether a PDF was issued here, by its SHA-256 (JSON)
 * or by the file itself (multipart `file`, hashed as it streams in, never stored).
 */
export function verifyRoutes({ db, limits }: RouteDeps): Router {
  const router = Router();

  router.post('/api/verify/', limits.verify, route({ body: VerifyBody, upload: [hashUpload] }, async ({ body }, req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await verifySha256(db, requestedSha256(hashedUpload(req), body.sha256 || undefined)));
  }));

  return router;
}
