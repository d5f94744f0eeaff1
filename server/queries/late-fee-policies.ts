import type { Insertable, Updateable } from 'kysely';
import type { LedgerType } from '../../shared/payment-plans/constants';
import type { Db } from '../db/database';
import type { LateFeePoliciesTable } from '../db/schema';

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
