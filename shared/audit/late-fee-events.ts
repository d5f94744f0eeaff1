import { z } from '../zod';

const id = z.number().int();
const amount = z.string();
const terms = z.object({ enabled: z.boolean(), grace_days: z.number().int(), fixed_fee: amount, daily_fee: amount.nullable(), monthly_cap: amount.nullable(), fee_account_code_id: id.nullable(), rent_account_code_ids: z.array(id), effective_from: z.string() });

/**
 * Late fees' events (issue 50): a property's policy saved (against the property, the terms before
 * and after); a fee posted by the daily job and a fee it reversed because it no longer held (against
 * the lease, as the ledger's own events).
 */
export const LATE_FEE_EVENTS = {
  'late_fee_policy.save': { subject: 'properties', details: z.object({ before: terms.nullable(), after: terms }) },
  'ledger.late_fee': { subject: 'leases', details: z.object({ line_id: id, charge_line_id: id, fee_day: z.string(), amount, policy: z.string() }) },
  'ledger.late_fee_reverse': { subject: 'leases', details: z.object({ line_id: id, reverses_id: id, reason: z.string() }) },
} as const;
