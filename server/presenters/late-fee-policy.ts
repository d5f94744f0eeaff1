import { centsToAmount } from '../../shared/money';
import { lateFeePolicyText, type LateFeePolicy } from '../../shared/ledger/late-fee-policy';
import type { LateFeePolicyRow } from '../queries/late-fee-policies';

/** What a property without a saved policy shows: no late fees, the form filled with the terms most leases name (5 days' grace, $50, $10 a day, at most $150 a month). */
const UNSAVED = { enabled: false, grace_days: 5, fixed_fee_cents: 5000, daily_fee_cents: 1000, monthly_cap_cents: 15000, fee_account_code_id: null, rent_code_ids: [] as number[], effective_from: null, version: 0 };

type Terms<Day> = { enabled: boolean; grace_days: number; fixed_fee_cents: number; daily_fee_cents: number | null; monthly_cap_cents: number | null; fee_account_code_id: number | null; rent_code_ids: number[]; effective_from: Day };

/** A policy's terms as the API and its audit events write them (amounts as decimal text). */
export const presentLateFeeTerms = <Day extends string | null>(t: Terms<Day>) => ({
  enabled: t.enabled,
  grace_days: t.grace_days,
  fixed_fee: centsToAmount(t.fixed_fee_cents),
  daily_fee: t.daily_fee_cents === null ? null : centsToAmount(t.daily_fee_cents),
  monthly_cap: t.monthly_cap_cents === null ? null : centsToAmount(t.monthly_cap_cents),
  fee_account_code_id: t.fee_account_code_id,
  rent_account_code_ids: t.rent_code_ids,
  effective_from: t.effective_from,
});

/** A property's late fee policy as `GET /api/properties/{id}/late-fee-policy/` answers it. */
export function presentLateFeePolicy(propertyId: number, row: LateFeePolicyRow | undefined): LateFeePolicy {
  const p = row ? { ...row, enabled: !!row.enabled } : UNSAVED;
  return { property_id: propertyId, ...presentLateFeeTerms(p), summary: lateFeePolicyText(p), version: p.version };
}
