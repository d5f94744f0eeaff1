import type { LateFeePolicyInput } from '../../../shared/ledger/late-fee-policy';
import { LATE_FEE_MESSAGES as M } from '../../../shared/ledger/late-fee-policy';
import { CONFLICT_MESSAGES } from '../../../shared/messages';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { companyToday } from '../../queries/company-day';
import { accountCodeTypes, findLateFeePolicy, insertLateFeePolicy, replaceRentCodes, type LateFeePolicyRow } from '../../queries/late-fee-policies';
import { updateVersioned } from '../../queries/versioned-update';
import { presentLateFeeTerms } from '../../presenters/late-fee-policy';
import { OWNERSHIP_MESSAGES } from '../../../shared/messages';

type Terms = { enabled: boolean; grace_days: number; fixed_fee_cents: number; daily_fee_cents: number | null; monthly_cap_cents: number | null; rent_code_ids: number[] };

const termsOf = (p: LateFeePolicyRow): Terms => ({ enabled: !!p.enabled, grace_days: p.grace_days, fixed_fee_cents: p.fixed_fee_cents, daily_fee_cents: p.daily_fee_cents, monthly_cap_cents: p.monthly_cap_cents, rent_code_ids: p.rent_code_ids });
const sameTerms = (a: Terms, b: Terms) => JSON.stringify(a) === JSON.stringify(b);

/** Field errors unless the fee code is one of the company's Fee codes and each rent code one of its Charge codes. */
async function checkCodes(db: Db, organizationId: number, input: LateFeePolicyInput, rentIds: number[]): Promise<void> {
  const types = await accountCodeTypes(db, organizationId, [...rentIds, ...(input.fee_account_code_id === null ? [] : [input.fee_account_code_id])]);
  const errors: Record<string, string[]> = {};
  if (input.fee_account_code_id !== null) {
    const type = types.get(input.fee_account_code_id);
    if (!type) errors.fee_account_code_id = [OWNERSHIP_MESSAGES.notYours('account-code')];
    else if (type !== 'Fee') errors.fee_account_code_id = [M.feeCodeType];
  }
  if (rentIds.some((id) => !types.has(id))) errors.rent_account_code_ids = [OWNERSHIP_MESSAGES.notYours('account-code')];
  else if (rentIds.some((id) => types.get(id) !== 'Charge')) errors.rent_account_code_ids = [M.rentCodeType];
  if (Object.keys(errors).length) throw HttpError.fields(errors);
}

/**
 * A manager saves a property's late fee policy (`PUT /api/properties/{id}/late-fee-policy/`), whole,
 * with the version the form loaded (0 when none was saved: a policy saved meanwhile answers 409). When
 * its terms change they take effect from the company's today: a fee never falls on a day before it,
 * so a new or stricter policy does not charge lateness that happened under the old one. One
 * transaction with its audit event (the terms before and after).
 */
export async function saveLateFeePolicy(db: Db, property: { id: number; organization_id: number }, input: LateFeePolicyInput, actor: AuditActor, now = new Date()): Promise<void> {
  const rentIds = [...new Set(input.rent_account_code_ids)].sort((a, b) => a - b);
  await checkCodes(db, property.organization_id, input, rentIds);
  await db.transaction().execute(async (trx) => {
    const current = await findLateFeePolicy(trx, property.id);
    const terms: Terms = { enabled: input.enabled, grace_days: input.grace_days, fixed_fee_cents: input.fixed_fee, daily_fee_cents: input.daily_fee, monthly_cap_cents: input.monthly_cap, rent_code_ids: rentIds };
    const effective_from = current && sameTerms(termsOf(current), terms) ? current.effective_from : await companyToday(trx, property.organization_id, now);
    const values = { enabled: input.enabled ? 1 : 0, grace_days: input.grace_days, fixed_fee_cents: input.fixed_fee, daily_fee_cents: input.daily_fee, monthly_cap_cents: input.monthly_cap, fee_account_code_id: input.fee_account_code_id, effective_from };
    let policyId: number;
    if (!current) {
      if (input.version !== 0) throw HttpError.detail(409, CONFLICT_MESSAGES.staleVersion);
      policyId = await insertLateFeePolicy(trx, { organization_id: property.organization_id, property_id: property.id, ...values });
    } else {
      if (input.version === 0) throw HttpError.detail(409, CONFLICT_MESSAGES.staleVersion);
      await updateVersioned(trx, 'late_fee_policies', property.id, input.version, { ...values, updated_at: now.toISOString() });
      policyId = current.id;
    }
    await replaceRentCodes(trx, policyId, rentIds);
    await recordAuditEvent(trx, {
      actor,
      action: 'late_fee_policy.save',
      subject: { table: 'properties', id: property.id },
      organizationId: property.organization_id,
      details: { before: current ? presentLateFeeTerms({ ...termsOf(current), fee_account_code_id: current.fee_account_code_id, effective_from: current.effective_from }) : null, after: presentLateFeeTerms({ ...terms, fee_account_code_id: input.fee_account_code_id, effective_from }) },
    });
  });
}
