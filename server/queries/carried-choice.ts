import type { ApplyingFor } from '../../shared/applying-for';
import type { Carry } from '../../shared/schemas/auth';
import type { Db } from '../db/database';

/** What a carry names when it is usable: a visible period of a running property of the company (with the dates to keep), else such a property. */
export type CarriedTarget = {
  property: { id: number; name: string };
  period: { id: number; name: string; start_date: string; end_date: string } | null;
};

/**
 * Resolves a visitor's carried choice within the company: the lease period when it is visible and its
 * property running, its dates the carried ones when there are some; else the running property
 * carried. Null when nothing usable was carried. One rule for the reservation request it makes
 * (services/applications/reservation-from-carry.ts) and the line saying what the student applies for.
 */
export async function findCarriedTarget(db: Db, organizationId: number, carry: Carry): Promise<CarriedTarget | null> {
  if (carry.agreement_period) {
    const period = await db
      .selectFrom('lease_periods')
      .innerJoin('properties', 'properties.id', 'lease_periods.property_id')
      .select(['lease_periods.id', 'lease_periods.name', 'lease_periods.start_date', 'lease_periods.end_date', 'properties.id as property_id', 'properties.name as property'])
      .where('lease_periods.id', '=', carry.agreement_period)
      .where('lease_periods.visible', '=', 1)
      .where('properties.organization_id', '=', organizationId)
      .where('properties.status', '=', 'RUNNING')
      .executeTakeFirst();
    if (period) {
      const dates = { start_date: carry.start_date ?? period.start_date, end_date: carry.end_date ?? period.end_date };
      return { property: { id: period.property_id, name: period.property }, period: { id: period.id, name: period.name, ...dates } };
    }
  }
  if (!carry.assigned_property) return null;
  const property = await db
    .selectFrom('properties')
    .select(['id', 'name'])
    .where('id', '=', carry.assigned_property)
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'RUNNING')
    .executeTakeFirst();
  return property ? { property, period: null } : null;
}

/** What the register dialog says the student is applying for (the carried dates when there are some). */
export async function findCarriedChoice(db: Db, organizationId: number, carry: Carry): Promise<ApplyingFor | null> {
  const target = await findCarriedTarget(db, organizationId, carry);
  if (!target) return null;
  const { period } = target;
  return { property: target.property.name, period: period && { name: period.name, start_date: period.start_date, end_date: period.end_date } };
}
