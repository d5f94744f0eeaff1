import { Router, type Request } from 'express';
import { z } from 'zod';
import { API_ERRORS } from '../../shared/messages';
import { idParam } from '../../shared/schemas/common';
import { OrderSchema, PropertyImageCreateSchema, PropertyImagePatchSchema, SUB_EDITOR_MESSAGES } from '../../shared/schemas/webpages';
import { requireRole } from '../auth/authenticate';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { presentPropertyImage } from '../presenters/public-content';
import { moveItem, nextOrder } from '../queries/ordering';
import { listPropertyImages } from '../queries/property-content';
import { staffOrganizationId } from '../services/access';
import { deleteMedia, storeUpload } from '../uploads/media-store';
import { upload } from '../uploads/upload';

const IdParams = z.object({ id: idParam });
const notFound = () => HttpError.detail(404, API_ERRORS.notFound);

/** Gallery images of a property: list, add (form data image, caption, prop), edit, delete, reorder. */
export function propertyImageRoutes(db: Db, uploadsDir: string): Router {
  const router = Router();
  const manager = requireRole('manager');

  const ownProperty = async (req: Request, id: number) => {
    const row = await db.selectFrom('properties').select('id').where('id', '=', id).where('organization_id', '=', staffOrganizationId(req)).executeTakeFirst();
    if (!row) throw notFound();
    return row.id;
  };
  const ownImage = async (req: Request, id: number) => {
    const row = await db
      .selectFrom('property_images')
      .innerJoin('properties', 'properties.id', 'property_images.property_id')
      .select(['property_images.id', 'property_images.image', 'property_images.property_id'])
      .where('property_images.id', '=', id)
      .where('properties.organization_id', '=', staffOrganizationId(req))
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  const answer = async (propertyId: number, id: number) => presentPropertyImage((await listPropertyImages(db, propertyId)).find((i) => i.id === id)!);

  router.get('/api/property-images/', requireRole('manager', 'maintenance'), validate(z.object({ prop: idParam }), 'query'), async (req, res) => {
    const propertyId = await ownProperty(req, res.locals.query.prop);
    res.json((await listPropertyImages(db, propertyId)).map(presentPropertyImage));
  });

  router.post('/api/property-images/', manager, ...upload(uploadsDir, 'image', 'image', { missingMessage: SUB_EDITOR_MESSAGES.cannotBeEmpty }), validate(PropertyImageCreateSchema), async (req, res) => {
    const propertyId = await ownProperty(req, req.body.prop);
    const { result: id } = await storeUpload(db, uploadsDir, req.upload!, async (trx, name) => {
      const order = await nextOrder(trx, 'property_images', { column: 'property_id', id: propertyId });
      const row = await trx
        .insertInto('property_images')
        .values({ property_id: propertyId, image: name, caption: req.body.caption, amenity_type: req.body.amenity_type, order })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    res.status(201).json(await answer(propertyId, id));
  });

  router.patch('/api/property-images/:id/', manager, validate(IdParams, 'params'), ...upload(uploadsDir, 'image', 'image', { required: false }), validate(PropertyImagePatchSchema), async (req, res) => {
    const image = await ownImage(req, res.locals.params.id);
    const fields = req.body as z.infer<typeof PropertyImagePatchSchema>;
    if (req.upload) {
      await storeUpload(db, uploadsDir, req.upload, (trx, name) => trx.updateTable('property_images').set({ ...fields, image: name }).where('id', '=', image.id).execute());
      await deleteMedia(db, uploadsDir, image.image);
    } else if (Object.keys(fields).length) {
      await db.updateTable('property_images').set(fields).where('id', '=', image.id).execute();
    }
    res.json(await answer(image.property_id, image.id));
  });

  router.delete('/api/property-images/:id/', manager, validate(IdParams, 'params'), async (req, res) => {
    const image = await ownImage(req, res.locals.params.id);
    await db.deleteFrom('property_images').where('id', '=', image.id).execute();
    await deleteMedia(db, uploadsDir, image.image);
    res.status(204).end();
  });

  router.post('/api/property-images/:id/change_order/', manager, validate(IdParams, 'params'), validate(OrderSchema), async (req, res) => {
    const image = await ownImage(req, res.locals.params.id);
    await moveItem(db, 'property_images', { column: 'property_id', id: image.property_id }, image.id, req.body.order);
    res.json((await listPropertyImages(db, image.property_id)).map(presentPropertyImage));
  });

  return router;
}
