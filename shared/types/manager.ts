/** Shapes the manager area's API answers: the server builds them, the client reads them. */
import type { Role } from '../constants';
import type { LeaseStatus } from '../leases/lease-types';
import type { ReservationState } from '../reservations/request-state';
import type { ApplicationStatus } from '../rental-application/application-types';
import type { AccountCode } from '../payment-plans/types';
import type { PropertySummary, PublicLeasePeriod, SemesterRef } from './public';

/** A signed-in user: `GET /api/users/me/` and the sign-in answer's `user`. */
export type ApiUser = { id: number; email: string; first_name: string; last_name: string; roles: Role[] };

/** `GET /api/manager/organization/`: the shell's company, its properties (any status), its account codes and whether address lookup is configured. */
export type ManagerOrganization = { id: number; name: string; properties: PropertySummary[]; account_codes: AccountCode[]; geocoding: boolean };

/** `GET /api/manager/preferences/`: the property selection kept per user. */
export type ManagerPreferences = { selected_property_ids: number[] };

/** `GET /api/manager/counts/`: what the side navigation counts (company-wide). */
export type InboxCounts = {
  /** Reservation requests still open: no application answers them and no manager closed them (the name is older than the rule). */
  reservations_unopened: number;
  messages_unread: number;
  applications_unopened: number;
  /** Executed leases with a balance past due. */
  collections_past_due: number;
  /** Maintenance tickets still New and taken by nobody. */
  tickets_new: number;
  /** The caller's alerts (`GET /api/manager/alerts/`), all counted. */
  alerts: number;
};

/** A semester of the company (`/api/semesters/`). */
export type Semester = SemesterRef;

/** A lease period with the fields managers see (`/api/agreement-periods/` for staff). */
export type ManagerLeasePeriod = PublicLeasePeriod & {
  visible_to_managers: boolean;
  originally_visible: boolean;
  periods_to_renew_from: { id: number; name: string }[];
  contract_template_ids: number[];
  guarantor_contract_template_ids: number[];
  /** The same templates with their names (by name), for the grid. */
  contract_templates: { id: number; name: string }[];
  guarantor_contract_templates: { id: number; name: string }[];
  /** Sent back with an edit; see docs/decisions/008-versioned-saves.md. */
  version: number;
};

/** A reservation request students made (`/api/manager/reservations/`). */
export type ReservationRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string;
  /** Whether the student proved they read mail at `email` (a verification or sign-in link). */
  email_verified: boolean;
  property_id: number;
  property_name: string;
  lease_period_name: string | null;
  start_date: string | null;
  end_date: string | null;
  opened_at: string | null;
  created_at: string;
  /** How it was answered (shared/reservations/request-state.ts): Open until an application or a manager answers it. */
  state: ReservationState;
  /** The student's application answering it, and that application's live lease. */
  application_id: number | null;
  application_status: ApplicationStatus | null;
  lease_id: number | null;
  lease_status: LeaseStatus | null;
  /** When and by whom a manager closed it unanswered. */
  closed_at: string | null;
  closed_by: string | null;
};

/** A contact form message (`/api/manager/messages/`). */
export type MessageRow = { id: number; name: string; email: string; phone_number: string; message: string; property_name: string | null; read_at: string | null; created_at: string };

/** `GET /api/geocode/?q=`: where an address is. */
export type GeocodeAnswer = { latitude: number; longitude: number };
