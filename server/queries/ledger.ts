import { pushTo } from '../../shared/group';
import type { Insertable } from 'kysely';
import type { PlanEntry } from '../../shared/ledger/posting';
import type { Db } from '../db/database';
import { insertedId } from './inserted-id';
import type { LedgerLinesTable, PaymentsTable } from '../db/schema';
import type { LineFact } from '../../shared/ledger/ledger-view';
import type { PaymentOrder } from '../../shared/ledger/payment-terms';
import { findLeaseTerms } from './lease-terms';

/** Plans' entries as they post, by plan id, each in its plan's order. */
export async function planEntriesOf(db: Db, planIds: readonly number[]): Promise<Map<number, PlanEntry[]>> {
  const byPlan = new Map<number, PlanEntry[]>(planIds.map((id) => [id, []]));
  if (!planIds.length) return byPlan;
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['payment_plan_id', 'id', 'due_date', 'account_code_id', 'sub_period_id', 'description', 'charge_cents', 'credit_cents'])
    .where('payment_plan_id', 'in', planIds)
    .orderBy('payment_plan_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const { payment_plan_id, ...entry } of rows) byPlan.get(payment_plan_id)!.push(entry);
  return byPlan;
}

/** Rows per insert: a dozen columns each stays well under SQLite's 32,766 bound parameters. */
const INSERT_CHUNK = 1000;

/** Inserts the lines, in order; answers their ids. */
export async function insertLedgerLines(db: Db, rows: Insertable<LedgerLinesTable>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    ids.push(...(await db.insertInto('ledger_lines').values(rows.slice(i, i + INSERT_CHUNK)).returning('id').execute()).map((r) => r.id));
  }
  return ids;
}

const LINE_COLUMNS = ['id', 'lease_id', 'kind', 'amount_cents', 'due_date', 'description', 'account_code_id', 'sub_period_id', 'plan_entry_id', 'payment_id', 'reverses_id', 'reason', 'created_by', 'created_at'] as const;

/**
 * The lines with their account code's type (`ledger_type`, null for a line of no code), which tells
 * a fee or deposit from rent. A code's type cannot change once a line books to it, so this is the
 * type the line was posted with.
 */
const linesWithType = (db: Db) => db.selectFrom('ledger_lines as l').leftJoin('account_codes as c', 'c.id', 'l.account_code_id');

/** A lease's lines, oldest due first. */
export async function ledgerLinesOf(db: Db, leaseId: number) {
  return linesWithType(db)
    .select([...LINE_COLUMNS.map((c) => `l.${c}` as const), 'c.type as ledger_type', 'c.name as account_code_name'])
    .where('l.lease_id', '=', leaseId)
    .orderBy('l.due_date')
    .orderBy('l.id')
    .execute();
}

export type LedgerLineRow = Awaited<ReturnType<typeof ledgerLinesOf>>[number];

/** One line of a lease, by its id or as the line of a payment (the one still standing first), with the id of the reversal that undid it (null when none did) and, for a payment's line, whether it was paid online. */
export async function ledgerLineOf(db: Db, leaseId: number, which: { lineId: number } | { paymentId: number }) {
  let query = linesWithType(db)
    .leftJoin('ledger_lines as r', 'r.reverses_id', 'l.id')
    .leftJoin('payments as p', 'p.id', 'l.payment_id')
    .select([...LINE_COLUMNS.map((c) => `l.${c}` as const), 'c.type as ledger_type', 'r.id as reversed_by', 'p.online_method'])
    .where('l.lease_id', '=', leaseId);
  query = 'lineId' in which ? query.where('l.id', '=', which.lineId) : query.where('l.payment_id', '=', which.paymentId).where('l.kind', '=', 'payment').orderBy('r.id', 'desc').orderBy('l.id', 'desc');
  return query.executeTakeFirst();
}

/** Everything a lease's ledger answer is made of: its company's terms, its lines and its payments. */
export async function ledgerReadOf(db: Db, lease: { id: number; organization_id: number }) {
  const terms = await findLeaseTerms(db, lease.organization_id);
  return { terms, lines: await ledgerLinesOf(db, lease.id), payments: await paymentsOf(db, lease.id) };
}

export type LedgerRead = Awaited<ReturnType<typeof ledgerReadOf>>;

/** The status of each of these leases, by id (the ledger kernel checks them in the writing transaction). */
export async function leaseStatusesOf(db: Db, leaseIds: readonly number[]): Promise<Map<number, string>> {
  const statuses = new Map<number, string>();
  for (let i = 0; i < leaseIds.length; i += 500) {
    const rows = await db.selectFrom('leases').select(['id', 'status']).where('id', 'in', leaseIds.slice(i, i + 500)).execute();
    for (const row of rows) statuses.set(row.id, row.status);
  }
  return statuses;
}

export async function findPaymentByKey(db: Db, leaseId: number, key: string) {
  return db.selectFrom('payments').selectAll().where('lease_id', '=', leaseId).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function insertPayment(db: Db, row: Insertable<PaymentsTable>): Promise<number> {
  return insertedId(db, 'payments', row);
}

/** The payments of a lease, by id; one paid online with where it stands at the provider (issue 48). */
export async function paymentsOf(db: Db, leaseId: number) {
  const rows = await db
    .selectFrom('payments as p')
    .leftJoin('online_payments as o', (j) => j.onRef('o.provider_payment_id', '=', 'p.reference').on('p.online_method', 'is not', null))
    .select(['p.id', 'p.amount_cents', 'p.received_on', 'p.method', 'p.online_method', 'p.reference', 'p.note', 'p.created_by', 'p.created_at', 'o.id as online_id', 'o.status as online_status', 'o.fee_cents as online_fee_cents', 'o.refunded_cents as online_refunded_cents'])
    .where('p.lease_id', '=', leaseId)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every executed lease's tenant, its company's payment order and its lines (the daily reminders read them all at once). */
export async function executedLeaseLedgers(db: Db, timeZone: string) {
  const leases = await db
    .selectFrom('leases as x')
    .innerJoin('users as u', 'u.id', 'x.user_id')
    .innerJoin('organizations as o', 'o.id', 'x.organization_id')
    .select(['x.id', 'x.organization_id', 'u.email', 'o.payment_order'])
    .where('x.status', '=', 'Executed')
    .where('o.time_zone', '=', timeZone)
    .execute();
  const lines = await linesWithType(db)
    .innerJoin('leases as x', 'x.id', 'l.lease_id')
    .innerJoin('organizations as o', 'o.id', 'x.organization_id')
    .select(['l.id', 'l.lease_id', 'l.kind', 'l.amount_cents', 'l.due_date', 'l.reverses_id', 'c.type as ledger_type'])
    .where('x.status', '=', 'Executed')
    .where('o.time_zone', '=', timeZone)
    .execute();
  const byLease = new Map<number, typeof lines>();
  for (const line of lines) pushTo(byLease, line.lease_id, line);
  return leases.map((lease) => ({ ...lease, lines: byLease.get(lease.id) ?? [] }));
}

/** The last day a reminder went out for each lease that had one. */
export async function lastReminders(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('ledger_reminders').select(['lease_id', (eb) => eb.fn.max('sent_on').as('last')]).groupBy('lease_id').execute();
  return new Map(rows.map((r) => [r.lease_id, r.last]));
}

export async function insertReminder(db: Db, row: { lease_id: number; kind: 'upcoming' | 'past_due'; sent_on: string }): Promise<void> {
  await db.insertInto('ledger_reminders').values(row).execute();
}

/** Claims a daily job's day: true for the one process that claims it first. */
export async function claimJobDay(db: Db, job: string, day: string): Promise<boolean> {
  const result = await db.insertInto('job_runs').values({ job, day }).onConflict((oc) => oc.columns(['job', 'day']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The lines that decide what is owed, of many leases at once (500 leases a query), by lease id. */
export async function lineFactsOf(db: Db, leaseIds: readonly number[]): Promise<Map<number, LineFact[]>> {
  const byLease = new Map<number, LineFact[]>();
  for (let i = 0; i < leaseIds.length; i += 500) {
    const rows = await linesWithType(db)
      .select(['l.id', 'l.lease_id', 'l.kind', 'l.amount_cents', 'l.due_date', 'l.reverses_id', 'c.type as ledger_type'])
      .where('l.lease_id', 'in', leaseIds.slice(i, i + 500))
      .execute();
    for (const { lease_id, ...row } of rows) pushTo(byLease, lease_id, row);
  }
  return byLease;
}

/** The payment order of each lease's company, by lease id. */
export async function paymentOrdersOf(db: Db, leaseIds: readonly number[]): Promise<Map<number, PaymentOrder>> {
  const orders = new Map<number, PaymentOrder>();
  for (let i = 0; i < leaseIds.length; i += 500) {
    const rows = await db.selectFrom('leases as x').innerJoin('organizations as o', 'o.id', 'x.organization_id').select(['x.id', 'o.payment_order']).where('x.id', 'in', leaseIds.slice(i, i + 500)).execute();
    for (const row of rows) orders.set(row.id, row.payment_order);
  }
  return orders;
}

/** The ids of a company's leases that have a ledger summary (whose figures depend on its payment order). */
export async function summarizedLeaseIds(db: Db, organizationId: number): Promise<number[]> {
  const rows = await db.selectFrom('ledger_summaries as s').innerJoin('leases as x', 'x.id', 's.lease_id').select('s.lease_id').where('x.organization_id', '=', organizationId).execute();
  return rows.map((r) => r.lease_id);
}

/** Writes leases' summaries over what they were. */
export async function upsertLedgerSummaries(db: Db, rows: { lease_id: number; balance_cents: number; last_payment_on: string | null; open_debts: string }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('ledger_summaries')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.column('lease_id').doUpdateSet((eb) => ({ balance_cents: eb.ref('excluded.balance_cents'), last_payment_on: eb.ref('excluded.last_payment_on'), open_debts: eb.ref('excluded.open_debts') })))
      .execute();
  }
}
