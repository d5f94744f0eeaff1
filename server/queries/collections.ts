import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Aging } from '../../shared/ledger/ledger-view';

/** YYYY-MM-DD moved back by whole days. */
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

type Filter = { property?: number[]; lease_period?: number };

/** The company's executed leases as Collections lists them (tenant, property, bed, lease period), narrowed by the filter. */
export async function collectionLeases(db: Db, organizationId: number, filter: Filter) {
  let query = db
    .selectFrom('leases as x')
    .innerJoin('users as u', 'u.id', 'x.user_id')
    .innerJoin('properties as p', 'p.id', 'x.property_id')
    .innerJoin('lease_periods as lp', 'lp.id', 'x.lease_period_id')
    .innerJoin('layouts as l', 'l.id', 'x.layout_id')
    .select(['x.id', 'x.property_id', 'x.lease_period_id', 'u.first_name', 'u.last_name', 'u.email', 'p.name as property_name', 'lp.name as lease_period_name', 'l.building', 'l.unit', 'l.room', 'l.bed'])
    .where('x.organization_id', '=', organizationId)
    .where('x.status', '=', 'Executed');
  if (filter.property?.length) query = query.where('x.property_id', 'in', filter.property);
  if (filter.lease_period !== undefined) query = query.where('x.lease_period_id', '=', filter.lease_period);
  return query.orderBy('x.id').execute();
}

export type CollectionLeaseRow = Awaited<ReturnType<typeof collectionLeases>>[number];

export type MoneyRow = { lease_id: number; balance: number; last_payment_on: string | null } & Aging;

/**
 * Balance, aging and last payment of each executed lease of the company, in SQL (10,000 leases of
 * a dozen lines each are summed without reading a line into the process). The open amount of each
 * debt is the rule of shared/ledger/ledger-view.ts written as a running sum: the money of the lease
 * covers its debts oldest due first, so a debt is open by what its running total exceeds the money,
 * at most its own amount. Buckets compare due dates as text with the cut-off days (portable SQL).
 */
export async function collectionMoney(db: Db, organizationId: number, filter: Filter, today: string): Promise<Map<number, MoneyRow>> {
  const [d30, d60, d90] = [daysBefore(today, 30), daysBefore(today, 60), daysBefore(today, 90)];
  const property = filter.property?.length ? sql`and x.property_id in (${sql.join(filter.property)})` : sql``;
  const period = filter.lease_period !== undefined ? sql`and x.lease_period_id = ${filter.lease_period}` : sql``;
  const { rows } = await sql<MoneyRow>`
    with lease_lines as (
      select l.lease_id, l.id, l.kind, l.due_date, l.amount_cents,
        case when l.kind = 'reversal' or exists (select 1 from ledger_lines r where r.reverses_id = l.id) then 0 else 1 end as counts
      from ledger_lines l join leases x on x.id = l.lease_id
      where x.organization_id = ${organizationId} and x.status = 'Executed' ${property} ${period}
    ),
    money as (select lease_id, -sum(amount_cents) as paid from lease_lines where counts = 1 and amount_cents < 0 group by lease_id),
    debts as (
      select lease_id, due_date, amount_cents,
        sum(amount_cents) over (partition by lease_id order by due_date, id rows between unbounded preceding and current row) as running
      from lease_lines where counts = 1 and amount_cents > 0
    ),
    open_debts as (
      select d.lease_id, d.due_date,
        case when d.running - coalesce(m.paid, 0) >= d.amount_cents then d.amount_cents
             when d.running - coalesce(m.paid, 0) <= 0 then 0
             else d.running - coalesce(m.paid, 0) end as open
      from debts d left join money m on m.lease_id = d.lease_id
    ),
    aging as (
      select lease_id,
        sum(case when due_date >= ${today} then open else 0 end) as current,
        sum(case when due_date < ${today} and due_date >= ${d30} then open else 0 end) as d1_30,
        sum(case when due_date < ${d30} and due_date >= ${d60} then open else 0 end) as d31_60,
        sum(case when due_date < ${d60} and due_date >= ${d90} then open else 0 end) as d61_90,
        sum(case when due_date < ${d90} then open else 0 end) as over_90
      from open_debts group by lease_id
    ),
    totals as (
      select lease_id, sum(amount_cents) as balance,
        max(case when kind = 'payment' and counts = 1 then due_date end) as last_payment_on
      from lease_lines group by lease_id
    )
    select t.lease_id, t.balance, t.last_payment_on,
      coalesce(a.current, 0) as current, coalesce(a.d1_30, 0) as d1_30, coalesce(a.d31_60, 0) as d31_60, coalesce(a.d61_90, 0) as d61_90, coalesce(a.over_90, 0) as over_90
    from totals t left join aging a on a.lease_id = t.lease_id
  `.execute(db);
  return new Map(rows.map((r) => [r.lease_id, r]));
}
