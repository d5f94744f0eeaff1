import type { ApplicationSummary } from '../../../../shared/rental-application/application-types';
import { formatDateTime } from '../../components/date-time';

/** The grid's data columns, in order. */
export const APPLICATION_COLUMNS = [
  { key: 'student', name: 'Student' },
  { key: 'property', name: 'Property' },
  { key: 'lease_period', name: 'Lease Period' },
  { key: 'submitted_at', name: 'Submitted at' },
  { key: 'status', name: 'Status' },
] as const;

export type ApplicationColumnKey = (typeof APPLICATION_COLUMNS)[number]['key'];
export type ApplicationFilters = Partial<Record<ApplicationColumnKey, string>>;
export type ApplicationSort = { columnKey: string; direction: 'ASC' | 'DESC' } | undefined;

/** The statuses a manager sees (drafts stay the student's own). */
export const LISTED_STATUSES = ['Submitted', 'Approved', 'Declined'] as const;

/** Whether no manager has opened the application yet (what the navigation counts). */
export const isUnopened = (row: ApplicationSummary) => row.status === 'Submitted' && !row.opened_at;

/** What each column shows, and so what it filters on. */
export const columnText: Record<ApplicationColumnKey, (row: ApplicationSummary) => string> = {
  student: (r) => r.student_name,
  property: (r) => r.property_name,
  lease_period: (r) => r.lease_period_name ?? '—',
  submitted_at: (r) => (r.submitted_at ? formatDateTime(r.submitted_at) : ''),
  status: (r) => r.status,
};

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

function compare(a: ApplicationSummary, b: ApplicationSummary, key: ApplicationColumnKey): number {
  const order = key === 'submitted_at' ? (a.submitted_at ?? '').localeCompare(b.submitted_at ?? '') : collator.compare(columnText[key](a), columnText[key](b));
  return order || b.id - a.id;
}

/** The rows shown: status by its exact value, the other filters as text (any case); then the sort (none: newest first, as the server sends them). */
export function shownApplications(rows: ApplicationSummary[], filters: ApplicationFilters, sort: ApplicationSort): ApplicationSummary[] {
  const active = APPLICATION_COLUMNS.map(({ key }) => [key, filters[key]?.trim().toLowerCase() ?? ''] as const).filter(([, q]) => q);
  // The student filter also finds the e-mail address.
  const haystack = (r: ApplicationSummary, key: ApplicationColumnKey) => (key === 'student' ? `${r.student_name} ${r.student_email}` : columnText[key](r)).toLowerCase();
  const kept = active.length ? rows.filter((r) => active.every(([key, q]) => (key === 'status' ? r.status.toLowerCase() === q : haystack(r, key).includes(q)))) : rows;
  const key = sort?.columnKey as ApplicationColumnKey | undefined;
  if (!sort || !key || !(key in columnText)) return kept;
  const sorted = [...kept].sort((a, b) => compare(a, b, key));
  return sort.direction === 'DESC' ? sorted.reverse() : sorted;
}
