import { Router } from 'express';
import type { z } from 'zod';
import { IdParams, PropQuery } from '../../shared/schemas/common';
import { OrderSchema, SUB_EDITOR_MESSAGES } from '../../shared/schemas/webpages';
import { requireRole } from '../auth/authenticate';
import type { Db } from '../db/database';
import type { OrderedTable } from '../queries/ordering';
import type { PropertyRow } from '../queries/properties';
import { moveItem } from '../services/webpages/reorder';
import { deleteWithMedia, replaceMedia, storeUpload, type MediaSlot } from '../uploads/media-store';
import { upload, type Accept } from '../uploads/upload';
import { loadOwned } from './ownership';
import { route } from './route';

/** What a property's collection (gallery images, amenities, ...) supplies: its queries and presenter. */
export type PropertyCollection<Fields extends Record<string, unknown>, Row, Out> = {
  path: string;
  /** Its kind in the ownership policy. */
  kind: 'property-image' | 'amenity' | 'property-resource' | 'testimonial';
  fileField: string;
  accept: Accept;
  /** Whether a new record needs a file ('Cannot be empty' when missing). */
  fileRequired: boolean;
  createSchema: z.ZodType<Fields & { prop: number }>;
  /** Edits carry the version the editor loaded (optional). */
  patchSchema: z.ZodType<Partial<Fields> & { version?: number }>;
  /** Edits also answer PUT (the spec's client sends PUT for resources). */
  acceptPut?: boolean;
  /** The table, when the collection is ordered (change_order). */
  orderTable?: Exclude<OrderedTable, 'background_media' | 'portfolios'>;
  list: (db: Db, propertyId: number) => Promise<Row[]>;
  find: (db: Db, id: number) => Promise<Row>;
  present: (row: Row) => Out;
  insert: (db: Db, property: PropertyRow, fields: Fields, file: string | null) => Promise<number>;
  /** Refuses (409) a `version` that is no longer the stored one. */
  update: (db: Db, id: number, fields: Partial<Fields>, file: string | null, version?: number) => Promise<void>;
  remove: (db: Db, id: number) => Promise<void>;
};

/**
 * The routes every sub-editor collection of a property shares: list (staff), create and edit with
 * an optional or required upload, delete (its file too) and reorder (managers), all through the
 * ownership policy. An upload that fails leaves neither a row nor a file.
 */
/** The table of each kind, whose file column holds the record's file. */
const MEDIA_TABLE = { 'property-image': 'property_images', amenity: 'amenities', 'property-resource': 'property_resources', testimonial: 'testimonials' } as const;

export function propertyCollectionRoutes<Fields extends Record<string, unknown>, Row, Out>(db: Db, uploadsDir: string, c: PropertyCollection<Fields, Row, Out>): Router {
  const router = Router();
  const list = async (propertyId: number) => (await c.list(db, propertyId)).map(c.present);
  const answer = async (id: number) => c.present(await c.find(db, id));
  const manager = requireRole('manager');
  const item = `${c.path}:id/`;
  const slot = (id: number): MediaSlot => ({ table: MEDIA_TABLE[c.kind], id });

  router.get(c.path, requireRole('manager', 'maintenance'), route({ query: PropQuery }, async ({ query }, req, res) => {
    const property = await loadOwned(db, req, 'property', query.prop);
    res.json(await list(property.id));
  }));

  const create = upload(uploadsDir, c.fileField, c.accept, { required: c.fileRequired, missingMessage: SUB_EDITOR_MESSAGES.cannotBeEmpty });
  router.post(c.path, manager, route({ upload: create, body: c.createSchema }, async ({ body }, req, res) => {
    const { prop, ...fields } = body;
    const property = await loadOwned(db, req, 'property', prop);
    const insert = (trx: Db, file: string | null) => c.insert(trx, property, fields as unknown as Fields, file);
    const id = req.upload ? (await storeUpload(db, uploadsDir, req.upload, insert)).result : await insert(db, null);
    res.status(201).json(await answer(id));
  }));

  const replace = upload(uploadsDir, c.fileField, c.accept, { required: false });
  const edit = route({ params: IdParams, upload: replace, body: c.patchSchema }, async ({ params, body }, req, res) => {
    const record = await loadOwned(db, req, c.kind, params.id);
    const { version, ...fields } = body;
    if (req.upload) {
      // Answered from inside the change: a delete landing just after it must not turn a stored replace into an error.
      const row = await replaceMedia(db, uploadsDir, req.upload, slot(record.id), async (trx, name) => {
        await c.update(trx, record.id, fields as Partial<Fields>, name, version);
        return c.find(trx, record.id);
      });
      return void res.json(c.present(row));
    }
    await c.update(db, record.id, fields as Partial<Fields>, null, version);
    res.json(await answer(record.id));
  });
  router.patch(item, manager, edit);
  if (c.acceptPut) router.put(item, manager, edit);

  router.delete(item, manager, route({ params: IdParams }, async ({ params }, req, res) => {
    const record = await loadOwned(db, req, c.kind, params.id);
    await deleteWithMedia(db, uploadsDir, slot(record.id), (trx) => c.remove(trx, record.id));
    res.status(204).end();
  }));

  if (c.orderTable) {
    const table = c.orderTable;
    router.post(`${item}change_order/`, manager, route({ params: IdParams, body: OrderSchema }, async ({ params, body }, req, res) => {
      const record = await loadOwned(db, req, c.kind, params.id);
      await moveItem(db, table, { column: 'property_id', id: record.property_id }, record.id, body.order);
      res.json(await list(record.property_id));
    }));
  }

  return router;
}
