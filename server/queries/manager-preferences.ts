import type { Db } from '../db/database';

/** The properties a staff member keeps chosen in the manager area's selector. */
export async function findSelectedPropertyIds(db: Db, userId: number): Promise<number[]> {
  const row = await db.selectFrom('manager_preferences').select('selected_property_ids').where('user_id', '=', userId).executeTakeFirst();
  return row ? (JSON.parse(row.selected_property_ids) as number[]) : [];
}

export async function saveSelectedPropertyIds(db: Db, userId: number, ids: number[]) {
  const value = JSON.stringify(ids);
  await db
    .insertInto('manager_preferences')
    .values({ user_id: userId, selected_property_ids: value })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ selected_property_ids: value }))
    .execute();
}
