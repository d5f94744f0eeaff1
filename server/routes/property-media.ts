import { Router } from 'express';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { requireRole } from '../auth/authenticate';
import type { Db } from '../db/database';
import { validate } from '../http/validate';
import { presentBackgroundMedia } from '../presenters/background-media';
import { presentPropertySummary } from '../presenters/property';
import { insertBackgroundMedia, listBackgroundMedia } from '../queries/background-media';
import { findProperty, setPropertyBackgroundImage, type PropertyRow } from '../queries/properties';
import { loadManagedProperty } from '../services/access';
import { deleteMedia, storeUpload } from '../uploads/media-store';
import { upload } from '../uploads/upload';

const IdParams = z.object({ id: idParam });
const PropField = z.object({ prop: idParam });

/** Property media uploads, for managers of the property's company. */
export function propertyMediaRoutes(db: Db, uploadsDir: string): Router {
  const router = Router();

  // Primary property image (form data `image`): replaces the previous one, whose file is deleted.
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

  // Header media (form data `prop` and `file`): an image or a video appended to the property's list.
  router.post(
    '/api/property-background-media/',
    requireRole('manager'),
    ...upload(uploadsDir, 'file', 'media'),
    validate(PropField),
    (req, res, next) => {
      res.locals.params = { id: req.body.prop };
      next();
    },
    loadManagedProperty(db),
    async (req, res) => {
      const property = res.locals.property as PropertyRow;
      const { result } = await storeUpload(db, uploadsDir, req.upload!, (trx, name) =>
        insertBackgroundMedia(trx, { propertyId: property.id }, name),
      );
      const rows = await listBackgroundMedia(db, { propertyId: property.id });
      res.status(201).json(presentBackgroundMedia(rows.find((r) => r.id === result.id)!));
    },
  );

  return router;
}
