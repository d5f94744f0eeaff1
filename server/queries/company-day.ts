import { isoToday } from '../../shared/dates';
import { DEFAULT_TIME_ZONE } from '../../shared/ledger/payment-terms';
import type { Db } from '../db/database';

/** The company's time zone (its lease terms); a caller of no company (an operator) counts days in the default one. */
export async function companyTimeZone(db: Db, organizationId: number | null): Promise<string> {
  if (organizationId === null) return DEFAULT_TIME_ZONE;
  const row = await db.selectFrom('organizations').select('time_zone').where('id', '=', organizationId).executeTakeFirst();
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** Today on the company's clock (ADR 045): the day a payment is due, a reminder is sent or a plan is in effect. */
export async function companyToday(db: Db, organizationId: number | null, now = new Date()): Promise<string> {
  return isoToday(now, await companyTimeZone(db, organizationId));
}

/**
 * Today on the clock of a student's company: the one they signed up with, else their latest lease's
 * (a student who came by an access link of no company).
 */
export async function studentToday(db: Db, userId: number, now = new Date()): Promise<string> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => eb.fn.coalesce('u.organization_id', eb.selectFrom('leases as x').select('x.organization_id').whereRef('x.user_id', '=', 'u.id').orderBy('x.id', 'desc').limit(1)).as('organization_id'))
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return companyToday(db, row?.organization_id ?? null, now);
}

/** Every time zone a company keeps, each once (the daily jobs run a day per zone). */
export async function companyTimeZones(db: Db): Promise<string[]> {
  return (await db.selectFrom('organizations').select('time_zone').distinct().orderBy('time_zone').execute()).map((r) => r.time_zone);
}
