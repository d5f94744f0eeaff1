import type { AssignmentRowInput } from '../../../shared/payment-plans/assignment-schema';
import { ASSIGNMENT_LISTS, type AssignmentList } from '../../../shared/payment-plans/offered';
import type { PaymentPlanAssignment } from '../../../shared/payment-plans/types';
import type { GridRow } from './assignment-rows';

/** A bed's three lists. */
export type Lists = Pick<PaymentPlanAssignment, AssignmentList>;

/**
 * The pending changes: per bed, only the lists the manager changed (and only while they differ from
 * the saved ones), so a reload after someone else's save keeps their change to the other lists.
 */
export type Edits = ReadonlyMap<number, Partial<Lists>>;

const LIST_KEYS = Object.values(ASSIGNMENT_LISTS);

/** Lists hold each plan once and their order means nothing: equal when they hold the same plans. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const held = new Set(a);
  return b.every((id) => held.has(id));
}

/** A bed's lists as they stand: the saved ones with the pending ones over them. */
const current = (base: Lists, edit: Partial<Lists> | undefined): Lists => ({
  new_tenant_payment_plan_ids: edit?.new_tenant_payment_plan_ids ?? base.new_tenant_payment_plan_ids,
  renewal_tenant_payment_plan_ids: edit?.renewal_tenant_payment_plan_ids ?? base.renewal_tenant_payment_plan_ids,
  renewal_transfer_tenant_payment_plan_ids: edit?.renewal_transfer_tenant_payment_plan_ids ?? base.renewal_transfer_tenant_payment_plan_ids,
});

/** The part of `edit` that still differs from `base` (null: nothing does). */
function stillChanged(edit: Partial<Lists>, base: Lists): Partial<Lists> | null {
  const kept: Partial<Lists> = {};
  for (const key of LIST_KEYS) if (edit[key] && !sameIds(edit[key], base[key])) kept[key] = edit[key];
  return Object.keys(kept).length ? kept : null;
}

/**
 * Gives the beds `ids` the plans `planIds` in one list (replacing it), leaving their other lists as
 * they stand; a list back at its saved plans is no longer pending. Unknown ids are skipped.
 */
export function setList(edits: Edits, saved: ReadonlyMap<number, Lists>, ids: Iterable<number>, list: AssignmentList, planIds: readonly number[]): Map<number, Partial<Lists>> {
  const next = new Map(edits);
  for (const id of ids) {
    const base = saved.get(id);
    if (!base) continue;
    const kept = stillChanged({ ...edits.get(id), [list]: [...planIds] }, base);
    if (kept) next.set(id, kept);
    else next.delete(id);
  }
  return next;
}

/** The lists of a bed as they stand, pending changes in. */
export const listsOf = (edits: Edits, saved: ReadonlyMap<number, Lists>, id: number): Lists | undefined => {
  const base = saved.get(id);
  return base && current(base, edits.get(id));
};

/**
 * The rows with their pending lists in, and which lists changed; a row without edits is the same
 * object as before, so the grid redraws only the rows that changed.
 */
export function withEdits(rows: readonly GridRow[], edits: Edits): GridRow[] {
  if (!edits.size) return rows as GridRow[];
  return rows.map((row) => {
    const edit = edits.get(row.id);
    if (!edit) return row;
    const changed: GridRow['changed'] = {};
    for (const key of LIST_KEYS) if (edit[key]) changed[key] = true;
    return { ...row, ...current(row, edit), changed };
  });
}

/**
 * The PUT's rows: the changed beds with their three lists and the version each was loaded at (so a
 * bed someone else changed since refuses the save instead of losing their change).
 */
export function changedRows(edits: Edits, saved: ReadonlyMap<number, Lists & { version: string }>): AssignmentRowInput[] {
  const rows: AssignmentRowInput[] = [];
  for (const [id, edit] of edits) {
    const base = saved.get(id);
    if (base) rows.push({ id, ...current(base, edit), version: base.version });
  }
  return rows;
}

/** The edits still pending against freshly loaded rows: a bed gone, or a list already as chosen, drops out. */
export function pruneEdits(edits: Edits, saved: ReadonlyMap<number, Lists>): Edits {
  const next = new Map<number, Partial<Lists>>();
  for (const [id, edit] of edits) {
    const base = saved.get(id);
    const kept = base && stillChanged(edit, base);
    if (kept) next.set(id, kept);
  }
  return next;
}

/** The held rows with the saved answer's rows in place of theirs (same order, nothing changed). */
export function withSaved(rows: readonly GridRow[], saved: readonly PaymentPlanAssignment[]): GridRow[] {
  const byId = new Map(saved.map((row) => [row.id, row]));
  return rows.map((row) => {
    const fresh = byId.get(row.id);
    return fresh ? { ...fresh, changed: null } : row;
  });
}

/** The plans every one of the beds holds in a list, when they all hold the same ones; otherwise none. */
export function commonPlans(ids: Iterable<number>, lists: (id: number) => Lists | undefined, list: AssignmentList): readonly number[] {
  let first: readonly number[] | null = null;
  for (const id of ids) {
    const held = lists(id)?.[list] ?? [];
    if (first === null) first = held;
    else if (!sameIds(first, held)) return [];
  }
  return first ?? [];
}
