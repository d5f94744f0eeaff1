import type { Insertable, Updateable } from 'kysely';
import type { LedgerType } from '../../shared/payment-plans/constants';
import type { Db } from '../db/database';
import type { LateFeePoliciesTable, LateFeesTable } from '../db/schema';

/** A property's late fee policy with its rent codes; undefined when none was ever saved. */
export async function findLateFeePolicy(db: Db, propertyId: number) {
  const policy = await db.selectFrom('late_fee_policies').selectAll().where('property_id', '=', propertyId).executeTakeFirst();
  if (!policy) return undefined;
  const codes = await db.selectFrom('late_fee_rent_codes').select('account_code_id').where('policy_id', '=', policy.id).orderBy('account_code_id').execute();
  return { ...policy, rent_code_ids: codes.map((c) => c.account_code_id) };
}
export type LateFeePolicyRow = NonNullable<Awaited<ReturnType<typeof findLateFeePolicy>>>;

/** The new policy's id. */
export async function insertLateFeePolicy(db: Db, values: Insertable<LateFeePoliciesTable>): Promise<number> {
  return (await db.insertInto('late_fee_policies').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The policy's rent codes become `ids`. */
export async function replaceRentCodes(db: Db, policyId: number, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('late_fee_rent_codes').where('policy_id', '=', policyId).execute();
  if (ids.length) await db.insertInto('late_fee_rent_codes').values(ids.map((account_code_id) => ({ policy_id: policyId, account_code_id }))).execute();
}

export type LateFeePolicyChanges = Updateable<LateFeePoliciesTable>;

/** The type of each of the company's account codes among `ids`. */
export async function accountCodeTypes(db: Db, organizationId: number, ids: readonly number[]): Promise<Map<number, LedgerType>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('account_codes').select(['id', 'type']).where('organization_id', '=', organizationId).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r.type as LedgerType]));
}

/**
 * The executed leases of this time zone's companies under an enabled late fee policy that could need
 * a fee or a reversal today: something still open on their ledger, or a fee posted before. With the
 * policy's terms and the company's payment order.
 */
export async function lateFeeCandidates(db: Db, timeZone: string) {
  return db
    .selectFrom('leases as x')
    .innerJoin('layouts as b', 'b.id', 'x.layout_id')
    .innerJoin('late_fee_policies as p', 'p.property_id', 'b.property_id')
    .innerJoin('organizations as o', 'o.id', 'x.organization_id')
    .leftJoin('ledger_summaries as s', 's.lease_id', 'x.id')
    .select(['x.id', 'x.organization_id', 'x.status', 'o.payment_order', 'p.id as policy_id', 'p.grace_days', 'p.fixed_fee_cents', 'p.daily_fee_cents', 'p.monthly_cap_cents', 'p.fee_account_code_id', 'p.effective_from'])
    .where('x.status', '=', 'Executed')
    .where('p.enabled', '=', 1)
    .where('o.time_zone', '=', timeZone)
    .where((eb) => eb.or([eb('s.open_debts', '<>', '[]'), eb.exists(eb.selectFrom('late_fees as f').select('f.id').whereRef('f.lease_id', '=', 'x.id'))]))
    .orderBy('x.id')
    .execute();
}
export type LateFeeCandidate = Awaited<ReturnType<typeof lateFeeCandidates>>[number];

/** Each policy's rent codes. */
export async function rentCodesOf(db: Db, policyIds: readonly number[]): Promise<Map<number, number[]>> {
  const byPolicy = new Map<number, number[]>(policyIds.map((id) => [id, []]));
  if (!policyIds.length) return byPolicy;
  for (const row of await db.selectFrom('late_fee_rent_codes').select(['policy_id', 'account_code_id']).where('policy_id', 'in', [...policyIds]).execute()) byPolicy.get(row.policy_id)?.push(row.account_code_id);
  return byPolicy;
}

/** The leases' lines as the late fee rule reads them (with their account code and its type, and their description). */
export async function lateFeeLinesOf(db: Db, leaseIds: readonly number[]) {
  if (!leaseIds.length) return [];
  return db
    .selectFrom('ledger_lines as l')
    .leftJoin('account_codes as c', 'c.id', 'l.account_code_id')
    .select(['l.id', 'l.lease_id', 'l.kind', 'l.amount_cents', 'l.due_date', 'l.reverses_id', 'l.account_code_id', 'l.description', 'c.type as ledger_type'])
    .where('l.lease_id', 'in', [...leaseIds])
    .orderBy('l.id')
    .execute();
}

/** The late fees the leases had, each with whether a reversal undid its line. */
export async function postedLateFeesOf(db: Db, leaseIds: readonly number[]) {
  if (!leaseIds.length) return [];
  return db
    .selectFrom('late_fees as f')
    .innerJoin('ledger_lines as l', 'l.id', 'f.ledger_line_id')
    .select(['f.lease_id', 'f.ledger_line_id as fee_line_id', 'f.charge_line_id', 'f.fee_day', 'l.amount_cents', (eb) => eb.exists(eb.selectFrom('ledger_lines as r').select('r.id').whereRef('r.reverses_id', '=', 'l.id')).as('reversed')])
    .where('f.lease_id', 'in', [...leaseIds])
    .orderBy('f.id')
    .execute();
}

export async function insertLateFees(db: Db, rows: Insertable<LateFeesTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('late_fees').values(rows).execute();
}
