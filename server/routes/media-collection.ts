import { Router, type Request } from 'express';
import { z } from 'zod';
import { API_ERRORS } from '../../shared/messages';
import { idParam } from '../../shared/schemas/common';
import { OrderSchema, SUB_EDITOR_MESSAGES } from '../../shared/schemas/webpages';
import { requireRole } from '../auth/authenticate';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { moveItem, type OrderedTable } from '../queries/ordering';
import { ownPropertyId } from '../services/access';
import { deleteMedia, storeUpload } from '../uploads/media-store';
import { upload, type Accept } from '../uploads/upload';

/** One record of a property's collection, as the route needs to know it. */
export type OwnedItem = { id: number; propertyId: number; file: string | null };

/** What a collection (gallery images, amenities, ...) supplies; the route does the rest. */
export type MediaCollection<Fields extends Record<string, unknown>, Out> = {
  path: string;
  fileField: string;
  accept: Accept;
  /** Whether a new record needs a file ('Cannot be empty' when missing). */
  fileRequired: boolean;
  createSchema: z.ZodType<Fields & { prop: number }>;
  patchSchema: z.ZodType<Partial<Fields>>;
  /** Table for reordering, when the collection is ordered. */
  orderTable?: Exclude<OrderedTable, 'background_media' | 'portfolios'>;
  find: (db: Db, id: number) => Promise<OwnedItem | undefined>;
  list: (db: Db, propertyId: number) => Promise<Out[]>;
  insert: (trx: Db, propertyId: number, fields: Fields, file: string | null) => Promise<number>;
  update: (trx: Db, id: number, fields: Partial<Fields>, file: string | null) => Promise<void>;
  remove: (db: Db, id: number) => Promise<void>;
  present: (items: Out[], id: number) => Out;
};

const notFound = () => HttpError.detail(404, API_ERRORS.notFound);

/**
 * The routes every sub-editor collection of a property shares: list (staff), create and edit with
 * an optional or required upload, delete (its file too) and reorder (managers), all scoped to the
 * signed-in manager's company. An upload that fails leaves neither a row nor a file.
 */
export function mediaCollectionRoutes<Fields extends Record<string, unknown>, Out>(db: Db, uploadsDir: string, c: MediaCollection<Fields, Out>): Router {
  const router = Router();
  const manager = requireRole('manager');

  const ownProperty = (req: Request, id: number) => ownPropertyId(db, req, id);
  const ownItem = async (req: Request, id: number) => {
    const item = await c.find(db, id);
    if (!item) throw notFound();
    await ownProperty(req, item.propertyId);
    return item;
  };
  const answer = async (propertyId: number, id: number) => c.present(await c.list(db, propertyId), id);

  router.get(c.path, requireRole('manager', 'maintenance'), validate(z.object({ prop: idParam }), 'query'), async (req, res) => {
    res.json(await c.list(db, await ownProperty(req, res.locals.query.prop)));
  });

  router.post(
    c.path,
    manager,
    ...upload(uploadsDir, c.fileField, c.accept, { required: c.fileRequired, missingMessage: SUB_EDITOR_MESSAGES.cannotBeEmpty }),
    validate(c.createSchema),
    async (req, res) => {
      const { prop, ...fields } = req.body as Fields & { prop: number };
      const propertyId = await ownProperty(req, prop);
      const id = req.upload
        ? (await storeUpload(db, uploadsDir, req.upload, (trx, name) => c.insert(trx, propertyId, fields as unknown as Fields, name))).result
        : await c.insert(db, propertyId, fields as unknown as Fields, null);
      res.status(201).json(await answer(propertyId, id));
    },
  );

  router.patch(`${c.path}:id/`, manager, validate(z.object({ id: idParam }), 'params'), ...upload(uploadsDir, c.fileField, c.accept, { required: false }), validate(c.patchSchema), async (req, res) => {
    const item = await ownItem(req, res.locals.params.id);
    if (req.upload) {
      await storeUpload(db, uploadsDir, req.upload, (trx, name) => c.update(trx, item.id, req.body, name));
      if (item.file) await deleteMedia(db, uploadsDir, item.file);
    } else {
      await c.update(db, item.id, req.body, null);
    }
    res.json(await answer(item.propertyId, item.id));
  });

  router.delete(`${c.path}:id/`, manager, validate(z.object({ id: idParam }), 'params'), async (req, res) => {
    const item = await ownItem(req, res.locals.params.id);
    await c.remove(db, item.id);
    if (item.file) await deleteMedia(db, uploadsDir, item.file);
    res.status(204).end();
  });

  if (c.orderTable) {
    const table = c.orderTable;
    router.post(`${c.path}:id/change_order/`, manager, validate(z.object({ id: idParam }), 'params'), validate(OrderSchema), async (req, res) => {
      const item = await ownItem(req, res.locals.params.id);
      await moveItem(db, table, { column: 'property_id', id: item.propertyId }, item.id, req.body.order);
      res.json(await c.list(db, item.propertyId));
    });
  }

  return router;
}
