import type { Db } from '../db/database';
import { leasesWithNames } from './leases';
import { agingBucket, emptyAging, pastDueOf, type Aging } from '../../shared/ledger/ledger-view';

type Filter = { property?: number[]; lease_period?: number };

/** The company's executed leases as Collections lists them (tenant, property, bed, lease period), narrowed by the filter. */
export async function collectionLeases(db: Db, organizationId: number, filter: Filter) {
  let query = leasesWithNames(db)
    .select(['x.id', 'x.property_id', 'x.lease_period_id', 'u.first_name', 'u.last_name', 'u.email', 'p.name as property_name', 'lp.name as lease_period_name', 'l.building', 'l.floor', 'l.unit', 'l.room', 'l.bed'])
    .where('x.organization_id', '=', organizationId)
    .where('x.status', '=', 'Executed');
  if (filter.property?.length) query = query.where('x.property_id', 'in', filter.property);
  if (filter.lease_period !== undefined) query = query.where('x.lease_period_id', '=', filter.lease_period);
  return query.orderBy('x.id').execute();
}

export type CollectionLeaseRow = Awaited<ReturnType<typeof collectionLeases>>[number];

export type MoneyRow = { lease_id: number; balance: number; last_payment_on: string | null } & Aging;

/**
 * Balance, aging and last payment of each executed lease of the company, from the leases' summaries
 * (server/services/ledger/summaries.ts keeps them with every ledger write): each open debt is put in
 * its bucket by the day asked, so 10,000 leases are aged without reading a line.
 */
export async function collectionMoney(db: Db, organizationId: number, filter: Filter, today: string): Promise<Map<number, MoneyRow>> {
  let query = db
    .selectFrom('ledger_summaries as s')
    .innerJoin('leases as x', 'x.id', 's.lease_id')
    .select(['s.lease_id', 's.balance_cents', 's.last_payment_on', 's.open_debts'])
    .where('x.organization_id', '=', organizationId)
    .where('x.status', '=', 'Executed');
  if (filter.property?.length) query = query.where('x.property_id', 'in', filter.property);
  if (filter.lease_period !== undefined) query = query.where('x.lease_period_id', '=', filter.lease_period);
  const money = new Map<number, MoneyRow>();
  for (const row of await query.execute()) {
    const aging = emptyAging();
    for (const [due, open] of JSON.parse(row.open_debts) as [string, number][]) aging[agingBucket(due, today)] += open;
    money.set(row.lease_id, { lease_id: row.lease_id, balance: row.balance_cents, last_payment_on: row.last_payment_on, ...aging });
  }
  return money;
}

/** The executed leases owing money past its due date on `today` (what Collections calls past due), with their money. */
export async function pastDueMoney(db: Db, organizationId: number, filter: Filter, today: string): Promise<MoneyRow[]> {
  return [...(await collectionMoney(db, organizationId, filter, today)).values()].filter((money) => pastDueOf(money) > 0);
}
