import type { Db } from '../db/database';
import { insertedId } from './inserted-id';
import type { LedgerEntriesTable, PaymentPlansTable } from '../db/schema';
import type { Insertable } from 'kysely';

const LIST_COLUMNS = [
  'payment_plans.id',
  'payment_plans.name',
  'payment_plans.type',
  'payment_plans.total_cents',
  'payment_plans.property_id',
  'properties.name as property_name',
  'payment_plans.lease_period_id',
  'lease_periods.name as lease_period_name',
  'payment_plans.effective_start_date',
  'payment_plans.effective_end_date',
  'payment_plans.approved',
  'payment_plans.approved_by',
  'payment_plans.approved_at',
  'payment_plans.created_by',
  'payment_plans.created_at',
] as const;

function plansOfCompany(db: Db, organizationId: number) {
  return db
    .selectFrom('payment_plans')
    .innerJoin('properties', 'properties.id', 'payment_plans.property_id')
    .innerJoin('lease_periods', 'lease_periods.id', 'payment_plans.lease_period_id')
    .where('properties.organization_id', '=', organizationId);
}

/** The company's plans, newest first, of the given properties and lease periods when given. */
export async function listPaymentPlans(db: Db, organizationId: number, filter: { propertyIds?: number[]; leasePeriodIds?: number[] }) {
  let query = plansOfCompany(db, organizationId).select(LIST_COLUMNS);
  if (filter.propertyIds) query = query.where('payment_plans.property_id', 'in', filter.propertyIds.length ? filter.propertyIds : [0]);
  if (filter.leasePeriodIds) query = query.where('payment_plans.lease_period_id', 'in', filter.leasePeriodIds.length ? filter.leasePeriodIds : [0]);
  return query.orderBy('payment_plans.created_at', 'desc').orderBy('payment_plans.id', 'desc').execute();
}

/** One plan with its list fields and version (the caller has checked ownership). */
export async function findPaymentPlan(db: Db, id: number) {
  return db
    .selectFrom('payment_plans')
    .innerJoin('properties', 'properties.id', 'payment_plans.property_id')
    .innerJoin('lease_periods', 'lease_periods.id', 'payment_plans.lease_period_id')
    .select([...LIST_COLUMNS, 'payment_plans.version'])
    .where('payment_plans.id', '=', id)
    .executeTakeFirstOrThrow();
}

export type PaymentPlanListRow = Awaited<ReturnType<typeof listPaymentPlans>>[number];
export type PaymentPlanDetailRow = Awaited<ReturnType<typeof findPaymentPlan>>;

/** A plan's entries in their saved order. */
export async function listLedgerEntries(db: Db, planId: number) {
  return db
    .selectFrom('ledger_entries')
    .select(['id', 'sub_period_id', 'due_date', 'account_code_id', 'description', 'credit_cents', 'charge_cents'])
    .where('payment_plan_id', '=', planId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export type LedgerEntryRow = Awaited<ReturnType<typeof listLedgerEntries>>[number];

export async function insertPaymentPlan(db: Db, values: Insertable<PaymentPlansTable>): Promise<number> {
  return insertedId(db, 'payment_plans', values);
}

export async function insertLedgerEntries(db: Db, rows: Insertable<LedgerEntriesTable>[]): Promise<void> {
  // A few rows per statement keeps far below SQLite's bound on bound parameters (32,766).
  for (let i = 0; i < rows.length; i += 100) await db.insertInto('ledger_entries').values(rows.slice(i, i + 100)).execute();
}

/** The sub period ids of a lease period. */
export async function subPeriodIdsOf(db: Db, leasePeriodId: number): Promise<Set<number>> {
  return new Set((await db.selectFrom('sub_periods').select('id').where('lease_period_id', '=', leasePeriodId).execute()).map((r) => r.id));
}

/** Whether an approved plan books to any of the sub periods. */
export async function subPeriodsInApprovedPlans(db: Db, subPeriodIds: number[]): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_entries')
    .innerJoin('payment_plans', 'payment_plans.id', 'ledger_entries.payment_plan_id')
    .select('ledger_entries.id')
    .where('ledger_entries.sub_period_id', 'in', subPeriodIds)
    .where('payment_plans.approved', '=', 1)
    .executeTakeFirst();
  return !!row;
}

/** Removes a plan and, by cascade, its ledger entries. */
export async function deletePaymentPlanRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('payment_plans').where('id', '=', id).execute();
}
