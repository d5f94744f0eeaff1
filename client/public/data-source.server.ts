import type { ApplyingFor } from '../../shared/applying-for';
import type { Carry } from '../../shared/schemas/auth';
import type { PostedForm } from '../../shared/types/posted-form';
import type { GuarantySummary } from '../../shared/leases/guaranty-summary';
import type { StudentLease } from '../../shared/leases/student-lease';
import type { TenantRenewal } from '../../shared/leases/lease-types';
import type { RenewalChoice, StudentRenewalPage } from '../../shared/leases/student-renewal';
import type { StudentBalance } from '../../shared/ledger/my-balance';
import type { PaymentReturn, PayNowTerms } from '../../shared/payments/pay-now';
import type { StudentAutopay } from '../../shared/payments/autopay-page';
import type { StudentMaintenance } from '../../shared/tickets/my-maintenance';
import type { StudentMessages } from '../../shared/notifications/student-messages';
import type { ApplicationDetail } from '../../shared/rental-application/application-types';
import type { RoommateInvitationPage, SelectionSlotLine, SelectionWant, StudentSelectionPage } from '../../shared/selection/selection-page';
import type { RoommateProfile } from '../../shared/roommates/roommate-profile';
import type { HomePageData, PropertyPageData, PublicOrganization, StudentApplicationStatus, StudentAreaData } from '../../shared/types/public';
import type { Viewer } from './islands/HeaderActions';

/** What the public routes' loaders read; the server implements it over the database. */
export interface PublicDataSource {
  organization(): Promise<PublicOrganization | null>;
  home(organizationId: number): Promise<HomePageData>;
  property(organizationId: number, id: number): Promise<PropertyPageData | null>;
  /** The property a vanity host name serves at /new/, if any. */
  vanityProperty(host: string): Promise<number | null>;
  studentArea(userId: number): Promise<StudentAreaData>;
  /** The student's applications, one per reservation request at most. */
  studentApplications(userId: number): Promise<StudentApplicationStatus[]>;
  /** One of the student's own applications; null for a missing one or another student's. */
  studentApplication(userId: number, id: number): Promise<ApplicationDetail | null>;
  /** The student's e-mail address and whether it is verified (an application is submitted only from a verified one). */
  studentEmail(userId: number): Promise<{ address: string; verified: boolean }>;
  /** The student's leases, newest first, as My lease shows them. */
  studentLeases(userId: number): Promise<StudentLease[]>;
  /** The periods the student's executed leases may be renewed into, or why not (`GET /api/tenant/renewals/`). */
  studentRenewals(userId: number): Promise<TenantRenewal[]>;
  /** The renewal page of a period: the student's renewal into it, the details its confirm step starts from, and the step asked for. */
  studentRenewalPage(userId: number, leasePeriodId: number, want: { choice: RenewalChoice | null; bedId: number | null }): Promise<StudentRenewalPage>;
  /** The bed map page of a period (room selection): the student's selection, why the map is closed to them or its building asked for, their roommate group; null for a period not shown. */
  studentSelectionPage(userId: number, leasePeriodId: number, want: SelectionWant): Promise<StudentSelectionPage | null>;
  /** My reservations' room selection lines: each period the student may select a bed in, with their slot. */
  studentSelectionSlots(userId: number): Promise<SelectionSlotLine[]>;
  /** A roommate invitation's page for the signed-in student; null for a link that names none. */
  roommateInvitation(userId: number, token: string): Promise<RoommateInvitationPage | null>;
  /** The ledgers of the student's executed leases, newest first, as My balance shows them. */
  studentBalances(userId: number): Promise<StudentBalance[]>;
  /** Pay now's terms for these leases of the student; null when online payments are off (no provider configured). */
  payNowTerms(leaseIds: readonly number[]): Promise<PayNowTerms | null>;
  /** Where a payment the provider sent the student back with stands; null for one that is not theirs, or when online payments are off. */
  paymentReturn(userId: number, paymentId: number, cancelled: boolean): Promise<PaymentReturn | null>;
  /** My balance's Autopay sections (none when online payments are not set up). */
  studentAutopay(userId: number): Promise<StudentAutopay>;
  /** The student's maintenance requests, and where they may report from. */
  studentMaintenance(userId: number): Promise<StudentMaintenance>;
  /** The messages sent to the student, newest first, and their text message choices. */
  studentMessages(userId: number): Promise<StudentMessages>;
  /** The ids of the student's applications that have a lease (their pages link to My lease). */
  studentLeaseApplications(userId: number): Promise<number[]>;
  /** The student's roommate profile (`GET /api/tenant/roommate-profile/`); null when they have none to publish yet. */
  studentRoommateProfile(userId: number): Promise<RoommateProfile | null>;
  /** What a visitor's carried choice (a property or a lease period) names; null when it names nothing of the company's. */
  carriedChoice(organizationId: number, carry: Carry): Promise<ApplyingFor | null>;
  /** Whether a mailed link can still be used (its page says so before the visitor acts). */
  linkValid(purpose: 'access' | 'reset' | 'verify', token: string): Promise<boolean>;
  /** What a guarantor's live signing link asks her to sign; null when it is ended or expired. */
  signingLink(token: string): Promise<GuarantySummary | null>;
}

/** Per-request context handed to loaders; `posted` is the answer to a form posted without JavaScript. */
export type PublicRequestContext = { source: PublicDataSource; viewer: Viewer | null; host: string; posted?: PostedForm };
