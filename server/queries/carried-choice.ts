import type { ApplyingFor } from '../../shared/applying-for';
import type { Carry } from '../../shared/schemas/auth';
import type { Db } from '../db/database';

/**
 * What a visitor's carried choice names, by the same rules a reservation request is made by
 * (services/reservation-from-carry.ts): a visible period or a running property of the company.
 * Null when nothing usable was carried.
 */
export async function findCarriedChoice(db: Db, organizationId: number, carry: Carry): Promise<ApplyingFor | null> {
  if (carry.agreement_period) {
    const period = await db
      .selectFrom('lease_periods')
      .innerJoin('properties', 'properties.id', 'lease_periods.property_id')
      .select(['lease_periods.name', 'lease_periods.start_date', 'lease_periods.end_date', 'properties.name as property'])
      .where('lease_periods.id', '=', carry.agreement_period)
      .where('lease_periods.visible', '=', 1)
      .where('properties.organization_id', '=', organizationId)
      .where('properties.status', '=', 'RUNNING')
      .executeTakeFirst();
    if (period) {
      // The reservation keeps the carried dates when there are some; the line says the same.
      const dates = { start_date: carry.start_date ?? period.start_date, end_date: carry.end_date ?? period.end_date };
      return { property: period.property, period: { name: period.name, ...dates } };
    }
  }
  if (!carry.assigned_property) return null;
  const property = await db
    .selectFrom('properties')
    .select('name')
    .where('id', '=', carry.assigned_property)
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'RUNNING')
    .executeTakeFirst();
  return property ? { property: property.name, period: null } : null;
}
