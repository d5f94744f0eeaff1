import type { ApplicationNarrowing } from '../../../../shared/alerts/manager-links';
import { LISTED_APPLICATION_STATUSES, type ApplicationSummary } from '../../../../shared/rental-application/application-types';
import { formatDateTime } from '../../components/date-time';
import { indexGridRows, newestFirst, shownGridRows, type GridField, type GridFilters, type GridSort } from '../../components/grid-rows';

export type ApplicationColumnKey = 'student' | 'property' | 'lease_period' | 'submitted_at' | 'status';
export type ApplicationFilters = GridFilters<ApplicationColumnKey>;

/** The statuses a manager sees (drafts stay the student's own). */
export const LISTED_STATUSES = LISTED_APPLICATION_STATUSES;

/** Whether no manager has opened the application yet (what the navigation counts). */
export const isUnopened = (row: ApplicationSummary) => row.status === 'Submitted' && !row.opened_at;

/** The grid's data columns, in order: what each shows, and so what it filters on. */
export const APPLICATION_FIELDS: GridField<ApplicationSummary, ApplicationColumnKey>[] = [
  // The student filter also finds the e-mail address.
  { key: 'student', name: 'Student', text: (r) => r.student_name, search: (r) => `${r.student_name} ${r.student_email}` },
  { key: 'property', name: 'Property', text: (r) => r.property_name },
  { key: 'lease_period', name: 'Lease Period', text: (r) => r.lease_period_name ?? '—' },
  // Submission times sort as times.
  { key: 'submitted_at', name: 'Submitted at', text: (r) => (r.submitted_at ? formatDateTime(r.submitted_at) : ''), order: (r) => r.submitted_at ?? '' },
  { key: 'status', name: 'Status', text: (r) => r.status, choice: true },
];

/** The rows shown: status by its exact value, the other filters as text (any case); then the sort (none: newest first, as the server sends them). */
export const shownApplications = (rows: readonly ApplicationSummary[], filters: ApplicationFilters, sort: GridSort) => shownGridRows(indexGridRows(rows, APPLICATION_FIELDS), APPLICATION_FIELDS, filters, sort, newestFirst);

/** Whether an application is one a narrowed list shows: of the status, submitted on or after the day, at one of the properties. */
export const inApplicationNarrowing = (row: Pick<ApplicationSummary, 'status' | 'submitted_at' | 'property_id'>, narrowing: ApplicationNarrowing) =>
  row.status === narrowing.status &&
  (!narrowing.submitted_from || (row.submitted_at ?? '') >= narrowing.submitted_from) &&
  (!narrowing.property || narrowing.property.includes(row.property_id));
