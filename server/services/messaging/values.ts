import { fullAddress } from '../../../shared/address';
import { formatShortDate, isoToday } from '../../../shared/dates';
import type { ScheduleTable } from '../../../shared/documents/schedule-table';
import { leaseMoney, type LeaseMoney, type TypedEntry } from '../../../shared/leases/lease-money';
import { leaseSchedule } from '../../../shared/leases/lease-schedule';
import { leaseFactsOf, leaseVariableValues } from '../../../shared/leases/lease-values';
import type { Values } from '../../../shared/notifications/fill';
import { formatUsd } from '../../../shared/money';
import type { Db } from '../../db/database';
import { planTypedEntries } from '../../queries/lease-documents';
import { accountMessageFacts, applicationMessageFacts, leaseMessageFacts, type ApplicationMessageFacts, type LeaseMessageFacts } from '../../queries/message-facts';
import { fullName } from '../../../shared/people';

type Prefixed<P extends string> = Record<`${P}_name` | `${P}_street` | `${P}_city` | `${P}_state` | `${P}_code` | `${P}_phone`, string>;

const company = (r: Prefixed<'company'> & { company_time_zone: string }): Values => ({
  company_name: r.company_name,
  company_address: fullAddress({ street: r.company_street, city: r.company_city, state: r.company_state, code: r.company_code }),
  company_phone: r.company_phone,
  today: formatShortDate(isoToday(new Date(), r.company_time_zone)),
});

const student = (r: { first_name: string; last_name: string; email: string; cell_phone: string }): Values => ({
  student_first_name: r.first_name,
  student_last_name: r.last_name,
  student_full_name: fullName(r.first_name, r.last_name),
  student_email: r.email,
  student_phone: r.cell_phone,
});

const property = (r: Prefixed<'property'> & { property_email: string }): Values => ({
  property_name: r.property_name,
  property_address: fullAddress({ street: r.property_street, city: r.property_city, state: r.property_state, code: r.property_code }),
  property_phone: r.property_phone,
  property_email: r.property_email,
});

type CachedPlan = { entries: TypedEntry[]; schedule: ScheduleTable; money: Map<string, LeaseMoney> };

/**
 * Plans already read, by plan id, with their schedule and the money they make for each lease period
 * read so far: a caller reading leases a slice at a time passes one, so each plan is read, and priced
 * per period, once.
 */
export type PlanCache = Map<number, CachedPlan>;

/** The plan's money over the lease's period, worked out once per plan and period. */
function pricedOnce(plan: CachedPlan, period: { start_date: string; end_date: string }): LeaseMoney {
  const key = `${period.start_date}/${period.end_date}`;
  let money = plan.money.get(key);
  if (!money) plan.money.set(key, (money = leaseMoney(plan.entries, period)));
  return money;
}

/**
 * Every variable a message about each lease can fill, by lease id: the lease's own (as its documents
 * state them; the money is the chosen plan's, empty before one is chosen) and its balance.
 */
export async function leaseValues(db: Db, leaseIds: readonly number[], plans: PlanCache = new Map()): Promise<Map<number, { facts: LeaseMessageFacts; values: Values }>> {
  const rows = await leaseMessageFacts(db, leaseIds);
  for (const planId of new Set(rows.map((r) => r.payment_plan_id).filter((id) => id !== null))) {
    if (plans.has(planId)) continue;
    const entries = await planTypedEntries(db, planId);
    plans.set(planId, { entries, schedule: leaseSchedule(entries), money: new Map() });
  }
  const now = new Date();
  return new Map(
    rows.map((r) => {
      const today = isoToday(now, r.company_time_zone);
      const plan = r.payment_plan_id === null ? undefined : plans.get(r.payment_plan_id);
      const values: Values = {
        // A message writes its days as a sentence does ('Aug 20, 2026'); the lease's documents write them in full.
        ...leaseVariableValues(leaseFactsOf(r, plan ? { money: pricedOnce(plan, r), schedule: plan.schedule } : null, today), formatShortDate),
        balance: formatUsd(r.balance_cents ?? 0),
      };
      return [r.id, { facts: r, values }];
    }),
  );
}

/** Every variable a message about each application can fill, by application id. */
export async function applicationValues(db: Db, applicationIds: readonly number[]): Promise<Map<number, { facts: ApplicationMessageFacts; values: Values }>> {
  const rows = await applicationMessageFacts(db, applicationIds);
  return new Map(
    rows.map((r) => {
      const start = r.period_start ?? r.start_date;
      const end = r.period_end ?? r.end_date;
      const values: Values = {
        ...company(r),
        ...student(r),
        ...property(r),
        lease_period_name: r.period_name ?? '',
        lease_start_date: start ? formatShortDate(start) : '',
        lease_end_date: end ? formatShortDate(end) : '',
        decision_note: r.decision_note ?? '',
      };
      return [r.id, { facts: r, values }];
    }),
  );
}

/** The company's and the person's variables, for a message about an account (no person: an address without one). */
export async function accountValues(db: Db, organizationId: number | null, userId: number | null): Promise<Values> {
  if (organizationId === null) return {};
  const { company: c, person } = await accountMessageFacts(db, organizationId, userId);
  return {
    ...(c && company({ company_name: c.name, company_street: c.street, company_city: c.city, company_state: c.state, company_code: c.code, company_phone: c.phone_number, company_time_zone: c.time_zone })),
    ...(person ? student(person) : student({ first_name: '', last_name: '', email: '', cell_phone: '' })),
  };
}

/** The company's variables, with its name, for messages to many of its people at once (a period's selection slots). */
export async function companyValuesOf(db: Db, organizationId: number): Promise<{ name: string; values: Values }> {
  const { company: c } = await accountMessageFacts(db, organizationId, null);
  if (!c) return { name: '', values: {} };
  return { name: c.name, values: company({ company_name: c.name, company_street: c.street, company_city: c.city, company_state: c.state, company_code: c.code, company_phone: c.phone_number, company_time_zone: c.time_zone }) };
}

/** A student's own variables (name, e-mail, phone), beside the company's (companyValuesOf). */
export const studentValues = student;
