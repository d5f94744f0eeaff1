import { Router } from 'express';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { requireRole } from '../auth/authenticate';
import type { Db } from '../db/database';
import { validate } from '../http/validate';
import { presentPropertySummary } from '../presenters/property';
import { findProperty, setPropertyBackgroundImage, type PropertyRow } from '../queries/properties';
import { loadManagedProperty } from '../services/access';
import { deleteMedia, storeUpload } from '../uploads/media-store';
import { upload } from '../uploads/upload';

const IdParams = z.object({ id: idParam });

/** Property media uploads (managers of the property's company). */
export function propertyMediaRoutes(db: Db, uploadsDir: string): Router {
  const router = Router();

  router.post(
    '/api/properties/:id/upload_header/',
    requireRole('manager'),
    validate(IdParams, 'params'),
    loadManagedProperty(db),
    ...upload(uploadsDir, 'image', 'image'),
    async (req, res) => {
      const property = res.locals.property as PropertyRow;
      await storeUpload(db, uploadsDir, req.upload!, (trx, name) => setPropertyBackgroundImage(trx, property.id, name));
      if (property.background_image) await deleteMedia(db, uploadsDir, property.background_image);
      res.status(201).json(presentPropertySummary((await findProperty(db, property.id))!));
    },
  );

  return router;
}
