import type { Db } from '../../db/database';
import { nextOrder } from '../../queries/ordering';
import { updateVersioned } from '../../queries/versioned-update';

type Input = { name: string; properties: number[] };

/** Replaces a portfolio's properties, keeping their order. */
async function setProperties(trx: Db, portfolioId: number, ids: number[]) {
  await trx.deleteFrom('portfolio_properties').where('portfolio_id', '=', portfolioId).execute();
  if (ids.length) await trx.insertInto('portfolio_properties').values(ids.map((property_id, position) => ({ portfolio_id: portfolioId, property_id, position }))).execute();
}

/** Adds a portfolio after the company's last one, with its properties. */
export async function createPortfolio(db: Db, organizationId: number, input: Input): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const order = nextOrder('portfolios', { column: 'organization_id', id: organizationId });
    const row = await trx.insertInto('portfolios').values({ organization_id: organizationId, name: input.name, order }).returning('id').executeTakeFirstOrThrow();
    await setProperties(trx, row.id, input.properties);
    return row.id;
  });
}

/** Renames a portfolio and replaces its properties; nothing changes (409) when `version` is no longer the stored one. */
export async function updatePortfolio(db: Db, id: number, input: Input & { version?: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateVersioned(trx, 'portfolios', id, input.version, { name: input.name });
    await setProperties(trx, id, input.properties);
  });
}
