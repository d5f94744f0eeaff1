import { centsToAmount } from '../../shared/money';
import { lateFeePolicyText, type LateFeePolicy } from '../../shared/ledger/late-fee-policy';
import type { LateFeePolicyRow } from '../queries/late-fee-policies';

/** What a property without a saved policy shows: no late fees, the form filled with the terms most leases name (5 days' grace, $50, $10 a day, at most $150 a month). */
const UNSAVED = { enabled: false, grace_days: 5, fixed_fee_cents: 5000, daily_fee_cents: 1000, monthly_cap_cents: 15000, fee_account_code_id: null, rent_code_ids: [] as number[], effective_from: null, version: 0 };

/** A property's late fee policy as `GET /api/properties/{id}/late-fee-policy/` answers it. */
export function presentLateFeePolicy(propertyId: number, row: LateFeePolicyRow | undefined): LateFeePolicy {
  const p = row ? { ...row, enabled: !!row.enabled } : UNSAVED;
  return {
    property_id: propertyId,
    enabled: p.enabled,
    grace_days: p.grace_days,
    fixed_fee: centsToAmount(p.fixed_fee_cents),
    daily_fee: p.daily_fee_cents === null ? null : centsToAmount(p.daily_fee_cents),
    monthly_cap: p.monthly_cap_cents === null ? null : centsToAmount(p.monthly_cap_cents),
    fee_account_code_id: p.fee_account_code_id,
    rent_account_code_ids: p.rent_code_ids,
    effective_from: p.effective_from,
    summary: lateFeePolicyText(p),
    version: p.version,
  };
}
