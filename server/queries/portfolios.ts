import type { Db } from '../db/database';

/** Portfolios with their RUNNING properties in order (DISABLED ones are left out). */
export async function listPortfolios(db: Db, organizationId: number) {
  const portfolios = await db
    .selectFrom('portfolios')
    .select(['id', 'name', 'image'])
    .where('organization_id', '=', organizationId)
    .orderBy('order')
    .orderBy('id')
    .execute();
  const links = await db
    .selectFrom('portfolio_properties')
    .innerJoin('properties', 'properties.id', 'portfolio_properties.property_id')
    .innerJoin('portfolios', 'portfolios.id', 'portfolio_properties.portfolio_id')
    .select(['portfolio_id', 'property_id'])
    .where('portfolios.organization_id', '=', organizationId)
    .where('properties.status', '=', 'RUNNING')
    .orderBy('position')
    .orderBy('property_id')
    .execute();
  return portfolios.map((p) => ({ ...p, properties: links.filter((l) => l.portfolio_id === p.id).map((l) => l.property_id) }));
}
