import type { Db } from '../db/database';
import { replaceAssignments } from '../queries/payment-plan-assignments';

/**
 * Each demo property's approved New Tenant plan offered on the beds of its first building (by
 * name), so Assign Plans opens on some beds with a plan and some without.
 */
export async function insertDemoAssignments(db: Db, propertyIds: number[]): Promise<void> {
  for (const propertyId of propertyIds) {
    const plan = await db.selectFrom('payment_plans').select('id').where('property_id', '=', propertyId).where('approved', '=', 1).where('type', '=', 'New Tenant').orderBy('id').executeTakeFirst();
    if (!plan) continue;
    const beds = await db.selectFrom('layouts').select(['id', 'building']).where('property_id', '=', propertyId).orderBy('building').orderBy('id').execute();
    const first = beds[0]?.building;
    const links = beds.filter((bed) => bed.building === first).map((bed) => ({ layout_id: bed.id, payment_plan_id: plan.id }));
    await replaceAssignments(db, [], [], links);
  }
}
