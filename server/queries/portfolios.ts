import type { Db } from '../db/database';

/** Portfolios with their properties in order; visitors' lists leave DISABLED properties out. */
export async function listPortfolios(db: Db, organizationId: number, opts: { runningOnly: boolean } = { runningOnly: true }) {
  const portfolios = await db
    .selectFrom('portfolios')
    .select(['id', 'name', 'image'])
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
  if (opts.runningOnly) links = links.where('properties.status', '=', 'RUNNING');
  const rows = await links.execute();
  return portfolios.map((p) => ({ ...p, properties: rows.filter((l) => l.portfolio_id === p.id).map((l) => l.property_id) }));
}
