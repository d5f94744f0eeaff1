import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { OrderedTable, OrderOwner } from '../../queries/ordering';

/**
 * Puts one item at a position among its owner's items and renumbers them all 0..n-1, so orders stay
 * unique whatever the client sent (the spec renumbers by position when orders repeat).
 */
export async function moveItem(db: Db, table: OrderedTable, owner: OrderOwner, itemId: number, position: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await sql<{ id: number }>`select id from ${sql.table(table)} where ${sql.ref(owner.column)} = ${owner.id} order by "order", id`.execute(trx);
    const ids = rows.rows.map((r) => r.id).filter((id) => id !== itemId);
    ids.splice(Math.min(position, ids.length), 0, itemId);
    for (const [index, id] of ids.entries()) {
      await sql`update ${sql.table(table)} set "order" = ${index} where id = ${id}`.execute(trx);
    }
  });
}
