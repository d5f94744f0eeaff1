import type { Db } from '../db/database';
import { imageVariantWidths } from './media-files';

/** Portfolios with their properties in order; visitors' lists leave out DISABLED properties and those not served on this site. */
export async function listPortfolios(db: Db, organizationId: number, opts: { shownOnly: boolean } = { shownOnly: true }) {
  const portfolios = await db
    .selectFrom('portfolios')
    .select(['id', 'name', 'image', 'version'])
    .select(imageVariantWidths('portfolios.image'))
    .where('organization_id', '=', organizationId)
    .orderBy('order')
    .orderBy('id')
    .execute();
  let links = db
    .selectFrom('portfolio_properties')
    .innerJoin('properties', 'properties.id', 'portfolio_properties.property_id')
    .innerJoin('portfolios', 'portfolios.id', 'portfolio_properties.portfolio_id')
    .select(['portfolio_id', 'property_id'])
    .where('portfolios.organization_id', '=', organizationId)
    .orderBy('position')
    .orderBy('property_id');
  if (opts.shownOnly) links = links.where('properties.status', '=', 'RUNNING').where('properties.serve_new_site', '=', 1);
  const rows = await links.execute();
  return portfolios.map((p) => ({ ...p, properties: rows.filter((l) => l.portfolio_id === p.id).map((l) => l.property_id) }));
}

export type PortfolioRow = Awaited<ReturnType<typeof listPortfolios>>[number];

/** One portfolio with every one of its properties, in order. */
export async function findPortfolio(db: Db, id: number): Promise<PortfolioRow> {
  const row = await db.selectFrom('portfolios').select(['id', 'name', 'image', 'version']).select(imageVariantWidths('portfolios.image')).where('id', '=', id).executeTakeFirstOrThrow();
  const links = await db.selectFrom('portfolio_properties').select('property_id').where('portfolio_id', '=', id).orderBy('position').execute();
  return { ...row, properties: links.map((l) => l.property_id) };
}

export async function setPortfolioImage(db: Db, id: number, image: string) {
  await db.updateTable('portfolios').set({ image }).where('id', '=', id).execute();
}

export async function deletePortfolio(db: Db, id: number) {
  await db.deleteFrom('portfolios').where('id', '=', id).execute();
}
