import type { AssignmentRowInput } from '../../../shared/payment-plans/assignment-schema';
import { ASSIGNMENT_LISTS, type AssignmentList } from '../../../shared/payment-plans/offered';
import type { PaymentPlanAssignment } from '../../../shared/payment-plans/types';
import type { GridRow } from './assignment-rows';

/** A bed's three lists. */
export type Lists = Pick<PaymentPlanAssignment, AssignmentList>;

/** The pending changes: a bed's lists by its id, held only while they differ from the saved ones. */
export type Edits = ReadonlyMap<number, Lists>;

const LIST_KEYS = Object.values(ASSIGNMENT_LISTS);

/** Lists hold each plan once and their order means nothing: equal when they hold the same plans. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const held = new Set(a);
  return b.every((id) => held.has(id));
}

const listsOf = (row: Lists): Lists => ({
  new_tenant_payment_plan_ids: row.new_tenant_payment_plan_ids,
  renewal_tenant_payment_plan_ids: row.renewal_tenant_payment_plan_ids,
  renewal_transfer_tenant_payment_plan_ids: row.renewal_transfer_tenant_payment_plan_ids,
});

/**
 * Gives the beds `ids` the plans `planIds` in one list (replacing it), leaving their other lists as
 * they stand; a bed back at its saved lists leaves the edits. Unknown ids are skipped.
 */
export function setList(edits: Edits, saved: ReadonlyMap<number, Lists>, ids: Iterable<number>, list: AssignmentList, planIds: readonly number[]): Map<number, Lists> {
  const next = new Map(edits);
  for (const id of ids) {
    const base = saved.get(id);
    if (!base) continue;
    const lists = { ...(edits.get(id) ?? listsOf(base)), [list]: [...planIds] };
    if (LIST_KEYS.every((key) => sameIds(lists[key], base[key]))) next.delete(id);
    else next.set(id, lists);
  }
  return next;
}

/**
 * The rows with their pending lists in, and which lists changed; a row without edits is the same
 * object as before, so the grid redraws only the rows that changed.
 */
export function withEdits(rows: readonly GridRow[], edits: Edits): GridRow[] {
  if (!edits.size) return rows as GridRow[];
  return rows.map((row) => {
    const lists = edits.get(row.id);
    if (!lists) return row;
    const changed: GridRow['changed'] = {};
    for (const key of LIST_KEYS) if (!sameIds(lists[key], row[key])) changed[key] = true;
    return { ...row, ...lists, changed };
  });
}

/** The PUT's rows: the changed beds with their three lists. */
export const changedRows = (edits: Edits): AssignmentRowInput[] => [...edits].map(([id, lists]) => ({ id, ...listsOf(lists) }));

/** The held rows with the saved answer's rows in place of theirs (same order, nothing changed). */
export function withSaved(rows: readonly GridRow[], saved: readonly PaymentPlanAssignment[]): GridRow[] {
  const byId = new Map(saved.map((row) => [row.id, row]));
  return rows.map((row) => {
    const fresh = byId.get(row.id);
    return fresh ? { ...fresh, changed: null } : row;
  });
}

/** The plans every one of the beds holds in a list, when they all hold the same ones; otherwise none. */
export function commonPlans(ids: Iterable<number>, listsOf: (id: number) => Lists | undefined, list: AssignmentList): readonly number[] {
  let first: readonly number[] | null = null;
  for (const id of ids) {
    const held = listsOf(id)?.[list] ?? [];
    if (first === null) first = held;
    else if (!sameIds(first, held)) return [];
  }
  return first ?? [];
}
