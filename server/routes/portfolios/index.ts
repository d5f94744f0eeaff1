import { Router } from 'express';
import { IdParams } from '../../../shared/schemas/common';
import { OrderSchema, PortfolioSchema, PortfolioUpdateSchema } from '../../../shared/schemas/webpages';
import { requireRole } from '../../auth/authenticate';
import { assertOwnIds, callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { visiblePublicOrganization } from '../../http/visibility';
import { presentPortfolio } from '../../presenters/portfolio';
import { deletePortfolio, findPortfolio, listPortfolios, setPortfolioImage } from '../../queries/portfolios';
import { createPortfolio, updatePortfolio } from '../../services/webpages/portfolios';
import { moveItem } from '../../services/webpages/reorder';
import { deleteWithMedia, replaceMedia } from '../../uploads/media-store';
import { upload } from '../../uploads/upload';
import type { RouteDeps } from '../deps';

/**
 * `/api/portfolios/`: the public company's portfolios for visitors; managers create, edit (POST, as
 * the spec's client calls it), upload an image, reorder and delete their company's.
 */
export function portfolioRoutes({ db, config }: RouteDeps): Router {
  const router = Router();
  const manager = requireRole('manager');
  const answer = async (id: number) => presentPortfolio(await findPortfolio(db, id));

  router.get('/api/portfolios/', async (req, res) => {
    const org = await visiblePublicOrganization(db, req);
    res.json(org ? (await listPortfolios(db, org.id)).map(presentPortfolio) : []);
  });

  router.post('/api/portfolios/', manager, route({ body: PortfolioSchema }, async ({ body }, req, res) => {
    const orgId = callerOrganizationId(req);
    const properties = await assertOwnIds(db, orgId, 'property', body.properties, 'properties');
    res.status(201).json(await answer(await createPortfolio(db, orgId, { name: body.name, properties })));
  }));

  router.post('/api/portfolios/:id/', manager, route({ params: IdParams, body: PortfolioUpdateSchema }, async ({ params, body }, req, res) => {
    const portfolio = await loadOwned(db, req, 'portfolio', params.id);
    const properties = await assertOwnIds(db, callerOrganizationId(req), 'property', body.properties, 'properties');
    await updatePortfolio(db, portfolio.id, { name: body.name, properties, version: body.version });
    res.json(await answer(portfolio.id));
  }));

  router.post('/api/portfolios/:id/upload_image/', manager, route({ params: IdParams, upload: upload(config.uploadsDir, 'image', 'image', { missingMessage: 'Cannot be empty' }) }, async ({ params }, req, res) => {
    const portfolio = await loadOwned(db, req, 'portfolio', params.id);
    const row = await replaceMedia(db, config.uploadsDir, req.upload!, { table: 'portfolios', id: portfolio.id }, async (trx, name) => {
      await setPortfolioImage(trx, portfolio.id, name);
      return findPortfolio(trx, portfolio.id);
    });
    res.status(201).json(presentPortfolio(row));
  }));

  router.post('/api/portfolios/:id/change_order/', manager, route({ params: IdParams, body: OrderSchema }, async ({ params, body }, req, res) => {
    const portfolio = await loadOwned(db, req, 'portfolio', params.id);
    const orgId = callerOrganizationId(req);
    await moveItem(db, 'portfolios', { column: 'organization_id', id: orgId }, portfolio.id, body.order);
    res.json((await listPortfolios(db, orgId)).map(presentPortfolio));
  }));

  router.delete('/api/portfolios/:id/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    const portfolio = await loadOwned(db, req, 'portfolio', params.id);
    await deleteWithMedia(db, config.uploadsDir, { table: 'portfolios', id: portfolio.id }, (trx) => deletePortfolio(trx, portfolio.id));
    res.status(204).end();
  }));

  return router;
}
