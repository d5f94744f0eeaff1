import { Router, type Request } from 'express';
import { z } from 'zod';
import { API_ERRORS } from '../../shared/messages';
import { idParam } from '../../shared/schemas/common';
import { OrderSchema, PortfolioSchema } from '../../shared/schemas/webpages';
import { requireRole } from '../auth/authenticate';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { mediaUrl } from '../presenters/media';
import { listPortfolios } from '../queries/portfolios';
import { moveItem, nextOrder } from '../queries/ordering';
import { staffOrganizationId } from '../services/access';
import { deleteMedia, storeUpload } from '../uploads/media-store';
import { upload } from '../uploads/upload';

const IdParams = z.object({ id: idParam });
const notFound = () => HttpError.detail(404, API_ERRORS.notFound);

/** The company's portfolios: create, edit (POST, as the spec's client calls it), image upload, delete. */
export function portfolioAdminRoutes(db: Db, uploadsDir: string): Router {
  const router = Router();
  const manager = requireRole('manager');

  const own = async (req: Request, id: number) => {
    const row = await db.selectFrom('portfolios').select(['id', 'image']).where('id', '=', id).where('organization_id', '=', staffOrganizationId(req)).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  /** The properties must be the company's; their order is kept. */
  const checkProperties = async (orgId: number, ids: number[]) => {
    const unique = [...new Set(ids)];
    const rows = unique.length ? await db.selectFrom('properties').select('id').where('organization_id', '=', orgId).where('id', 'in', unique).execute() : [];
    if (rows.length !== unique.length) throw HttpError.fields({ properties: ['Choose properties of your company.'] });
    return unique;
  };
  const setProperties = async (trx: Db, portfolioId: number, ids: number[]) => {
    await trx.deleteFrom('portfolio_properties').where('portfolio_id', '=', portfolioId).execute();
    if (ids.length) await trx.insertInto('portfolio_properties').values(ids.map((property_id, position) => ({ portfolio_id: portfolioId, property_id, position }))).execute();
  };
  const answer = async (id: number) => {
    const row = await db.selectFrom('portfolios').select(['id', 'name', 'image']).where('id', '=', id).executeTakeFirstOrThrow();
    const links = await db.selectFrom('portfolio_properties').select('property_id').where('portfolio_id', '=', id).orderBy('position').execute();
    return { id: row.id, name: row.name, image: mediaUrl(row.image), properties: links.map((l) => l.property_id) };
  };

  router.post('/api/portfolios/', manager, validate(PortfolioSchema), async (req, res) => {
    const orgId = staffOrganizationId(req);
    const ids = await checkProperties(orgId, req.body.properties);
    const id = await db.transaction().execute(async (trx) => {
      const order = await nextOrder(trx, 'portfolios', { column: 'organization_id', id: orgId });
      const row = await trx.insertInto('portfolios').values({ organization_id: orgId, name: req.body.name, order }).returning('id').executeTakeFirstOrThrow();
      await setProperties(trx, row.id, ids);
      return row.id;
    });
    res.status(201).json(await answer(id));
  });

  router.post('/api/portfolios/:id/', manager, validate(IdParams, 'params'), validate(PortfolioSchema), async (req, res) => {
    const portfolio = await own(req, res.locals.params.id);
    const ids = await checkProperties(staffOrganizationId(req), req.body.properties);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('portfolios').set({ name: req.body.name }).where('id', '=', portfolio.id).execute();
      await setProperties(trx, portfolio.id, ids);
    });
    res.json(await answer(portfolio.id));
  });

  router.post('/api/portfolios/:id/upload_image/', manager, validate(IdParams, 'params'), ...upload(uploadsDir, 'image', 'image', { missingMessage: 'Cannot be empty' }), async (req, res) => {
    const portfolio = await own(req, res.locals.params.id);
    await storeUpload(db, uploadsDir, req.upload!, (trx, name) => trx.updateTable('portfolios').set({ image: name }).where('id', '=', portfolio.id).execute());
    if (portfolio.image) await deleteMedia(db, uploadsDir, portfolio.image);
    res.status(201).json(await answer(portfolio.id));
  });

  router.post('/api/portfolios/:id/change_order/', manager, validate(IdParams, 'params'), validate(OrderSchema), async (req, res) => {
    const portfolio = await own(req, res.locals.params.id);
    const orgId = staffOrganizationId(req);
    await moveItem(db, 'portfolios', { column: 'organization_id', id: orgId }, portfolio.id, req.body.order);
    res.json((await listPortfolios(db, orgId)).map((p) => ({ ...p, image: mediaUrl(p.image) })));
  });

  router.delete('/api/portfolios/:id/', manager, validate(IdParams, 'params'), async (req, res) => {
    const portfolio = await own(req, res.locals.params.id);
    await db.deleteFrom('portfolios').where('id', '=', portfolio.id).execute();
    if (portfolio.image) await deleteMedia(db, uploadsDir, portfolio.image);
    res.status(204).end();
  });

  return router;
}
