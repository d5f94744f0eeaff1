import { CONFLICT_MESSAGES, OWNERSHIP_MESSAGES, PAYMENT_PLAN_MESSAGES as M } from '../../../shared/messages';
import type { PaymentPlanUpdate } from '../../../shared/payment-plans/schema';
import { planTotal } from '../../../shared/payment-plans/totals';
import type { Db } from '../../db/database';
import type { FieldErrors } from '../../ground/http-error';
import { HttpError } from '../../ground/http-error';
import { ownAccountCodeIds } from '../../queries/account-codes';
import { ownedIds, ownedRecordFinders } from '../../queries/ownership';
import { deletePaymentPlanRow, findPaymentPlan, insertLedgerEntries, insertPaymentPlan, listLedgerEntries, subPeriodIdsOf } from '../../queries/payment-plans';
import { isPlanAssigned } from '../../queries/payment-plan-assignments';
import { updateVersioned } from '../../queries/versioned-update';
import type { AuditActor } from '../../audit/record-event';
import { approveOnce, assertApprovable, assertEditable, assertStillEditable } from './approval';

type Author = { id: number; name: string };
type Placement = { property_id: number; lease_period_id: number };
type Owned = { id: number; approved: number; version: number };

/** The property must be the company's and the lease period the property's: field errors otherwise. */
async function checkPlacement(db: Db, organizationId: number, placement: Placement, periodField: string): Promise<void> {
  if (!(await ownedIds(db, 'property', organizationId, [placement.property_id])).size) {
    throw HttpError.fields({ property_id: [OWNERSHIP_MESSAGES.notYours('property')] });
  }
  const period = await ownedRecordFinders['agreement-period'](db, organizationId, placement.lease_period_id);
  if (period?.property_id !== placement.property_id) throw HttpError.fields({ [periodField]: [M.notThisProperty] });
}

/** Add Payment Plan: a draft with a name, property and lease period, written now by the caller. */
export async function createPaymentPlan(db: Db, organizationId: number, author: Author, input: Placement & { name: string }): Promise<number> {
  await checkPlacement(db, organizationId, input, 'lease_period_id');
  return insertPaymentPlan(db, { ...input, created_by: author.name, created_by_id: author.id });
}

/**
 * A draft copy under a new name, possibly for another property or lease period; its entries keep
 * their sub periods only within the same lease period (another period's are not theirs).
 */
export async function clonePaymentPlan(db: Db, organizationId: number, author: Author, sourceId: number, input: Placement & { name: string }): Promise<number> {
  await checkPlacement(db, organizationId, input, 'lease_period_id');
  return db.transaction().execute(async (trx) => {
    const source = await findPaymentPlan(trx, sourceId);
    const entries = await listLedgerEntries(trx, sourceId);
    const samePeriod = source.lease_period_id === input.lease_period_id;
    const id = await insertPaymentPlan(trx, {
      ...input,
      type: source.type,
      effective_start_date: source.effective_start_date,
      effective_end_date: source.effective_end_date,
      total_cents: source.total_cents,
      created_by: author.name,
      created_by_id: author.id,
    });
    await insertLedgerEntries(
      trx,
      entries.map(({ id: _id, ...entry }, position) => ({ ...entry, payment_plan_id: id, position, sub_period_id: samePeriod ? entry.sub_period_id : null })),
    );
    return id;
  });
}

/** Every entry's sub period of the plan's lease period, its account the company's, and its id (when sent) the plan's own. */
async function entryErrors(db: Db, organizationId: number, planId: number, input: PaymentPlanUpdate): Promise<FieldErrors> {
  const [subPeriods, accounts, existing] = await Promise.all([
    subPeriodIdsOf(db, input.lease_period_id),
    ownAccountCodeIds(db, organizationId, [...new Set(input.ledger_entries.map((e) => e.account_code_id))]),
    listLedgerEntries(db, planId),
  ]);
  const ownIds = new Set(existing.map((e) => e.id));
  const errors: FieldErrors = {};
  input.ledger_entries.forEach((entry, i) => {
    if (entry.sub_period_id !== null && !subPeriods.has(entry.sub_period_id)) errors[`ledger_entries.${i}.sub_period_id`] = [M.notThisPeriod];
    if (!accounts.has(entry.account_code_id)) errors[`ledger_entries.${i}.account_code_id`] = [M.notYourAccount];
    if (entry.id !== undefined && !ownIds.has(entry.id)) errors[`ledger_entries.${i}.id`] = [M.unknownEntry];
  });
  const ids = input.ledger_entries.flatMap((e) => (e.id === undefined ? [] : [e.id]));
  if (new Set(ids).size !== ids.length) errors.ledger_entries = [M.entryTwice];
  return errors;
}

/**
 * The editor's Save: the whole plan with its entries, in one transaction. Entries sent with their id
 * are updated, new ones added, missing ones removed; the total is recomputed here. An approved plan
 * is never changed (409), also when it was approved after the editor loaded it.
 */
export async function updatePaymentPlan(db: Db, organizationId: number, plan: Owned, input: PaymentPlanUpdate): Promise<void> {
  assertEditable('payment-plan', plan);
  // Someone else saved since the editor loaded: say so first, rather than what their save removed.
  if (input.version !== undefined && input.version !== plan.version) throw HttpError.detail(409, CONFLICT_MESSAGES.staleVersion);
  await checkPlacement(db, organizationId, input, 'lease_period_id');
  const errors = await entryErrors(db, organizationId, plan.id, input);
  if (Object.keys(errors).length) throw HttpError.fields(errors);
  const { ledger_entries: entries, version, ...fields } = input;
  const rows = entries.map((e, position) => ({
    payment_plan_id: plan.id,
    position,
    sub_period_id: e.sub_period_id,
    due_date: e.due_date,
    account_code_id: e.account_code_id,
    description: e.description,
    credit_cents: e.credit_amount,
    charge_cents: e.charge_amount,
  }));
  await db.transaction().execute(async (trx) => {
    await assertStillEditable(trx, 'payment-plan', plan.id);
    await updateVersioned(trx, 'payment_plans', plan.id, version, { ...fields, total_cents: planTotal(rows), updated_at: new Date().toISOString() });
    const kept = entries.flatMap((e) => (e.id === undefined ? [] : [e.id]));
    let removal = trx.deleteFrom('ledger_entries').where('payment_plan_id', '=', plan.id);
    if (kept.length) removal = removal.where('id', 'not in', kept);
    await removal.execute();
    for (const [i, entry] of entries.entries()) {
      if (entry.id !== undefined) await trx.updateTable('ledger_entries').set(rows[i]!).where('id', '=', entry.id).execute();
    }
    await insertLedgerEntries(trx, rows.filter((_row, i) => entries[i]!.id === undefined));
  });
}

/** Final Approval: only a complete plan (every field, at least one entry, every sub period set), once (409). */
export async function approvePaymentPlan(db: Db, organizationId: number, plan: Owned, actor: AuditActor): Promise<void> {
  assertApprovable('payment-plan', plan);
  await db.transaction().execute(async (trx) => {
    const row = await findPaymentPlan(trx, plan.id);
    const entries = await listLedgerEntries(trx, plan.id);
    const complete = row.type && row.effective_start_date && row.effective_end_date && entries.length > 0 && entries.every((e) => e.sub_period_id !== null);
    if (!complete) throw HttpError.detail(400, M.notReadyToApprove);
    await approveOnce(trx, 'payment-plan', { id: plan.id, organizationId, name: row.name }, actor);
  });
}

/** Only a draft no bed is offered under can be deleted (its entries go with it); 409 otherwise. */
export async function deletePaymentPlan(db: Db, plan: Owned): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await assertStillEditable(trx, 'payment-plan', plan.id, M.approvedCannotDelete);
    if (await isPlanAssigned(trx, plan.id)) throw HttpError.detail(409, M.assignedCannotDelete);
    await deletePaymentPlanRow(trx, plan.id);
  });
}
