import { RENEWAL_STATUSES } from '../../../shared/leases/renewal-rules';
import type { GridField } from '../components/grid-rows';
import type { RenewalGridRow } from './renewals-api';
import { RENEWAL_TEXTS as T } from './texts';

export type RenewalColumnKey = keyof typeof T.columns;

/** A resident as the screen names them. */
export const residentName = (row: Pick<RenewalGridRow, 'student'>) => `${row.student.first_name} ${row.student.last_name}`.trim();

/** The grid's data columns, in order: what each shows, and so what it filters on and exports. */
export const RENEWAL_FIELDS: GridField<RenewalGridRow, RenewalColumnKey>[] = [
  { key: 'resident', name: T.columns.resident, text: residentName },
  { key: 'email', name: T.columns.email, text: (r) => r.student.email },
  { key: 'lease_period', name: T.columns.lease_period, text: (r) => r.lease_period_name, choice: true },
  { key: 'bed', name: T.columns.bed, text: (r) => r.bed },
  { key: 'status', name: T.columns.status, text: (r) => r.status, choice: true, order: (r) => RENEWAL_STATUSES.indexOf(r.status) },
  { key: 'not_renewing_reason', name: T.columns.not_renewing_reason, text: (r) => r.not_renewing_reason ?? '' },
];

/** The choice filters' values: every status in its order, and the current periods the rows have. */
export function renewalChoices(rows: readonly RenewalGridRow[]) {
  return { status: RENEWAL_STATUSES, lease_period: [...new Set(rows.map((r) => r.lease_period_name))].sort((a, b) => a.localeCompare(b)) };
}

/** The ticked rows still in the list, in its order (a row ticked before a reload may be gone). */
export const pickedRows = (rows: readonly RenewalGridRow[], selected: ReadonlySet<number>) => rows.filter((r) => selected.has(r.id));

/** 'Name: reason' for each lease an outcome names, by the list's names (the lease when it is not in it). */
export function namedReasons(refused: readonly { lease_id: number; reason: string }[], rows: readonly RenewalGridRow[]): string[] {
  const names = new Map(rows.map((r) => [r.lease_id, residentName(r)]));
  return refused.map(({ lease_id, reason }) => `${names.get(lease_id) ?? T.unknownResident(lease_id)}: ${reason}`);
}
