import type { TenantRenewal } from '../../shared/leases/lease-types';
import { bedsToList, canRenew, type RenewalBed, type RenewalChoice, type RenewalContact, type RenewalStart, type StudentRenewalPage } from '../../shared/leases/student-renewal';
import type { Db } from '../db/database';
import { findRenewalContact } from '../queries/renewal-contact';
import { renewalCandidate } from '../queries/renewals';
import { tenantRenewals, transferBeds } from './renewals';

/** A text answer, or '' when the application left it out (or answered something else). */
const text = (answers: Record<string, unknown>, key: string) => (typeof answers[key] === 'string' ? answers[key] : '');

/** The mobile number and guarantor the renewal's confirm step starts from: the account's number, the lease's application's guarantor answers. */
async function renewalContact(db: Db, userId: number, leaseId: number): Promise<RenewalContact | null> {
  const row = await findRenewalContact(db, userId, leaseId);
  if (!row) return null;
  let answers: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.answers);
    if (parsed && typeof parsed === 'object') answers = parsed as Record<string, unknown>;
  } catch {
    // Unreadable answers prefill nothing; the renewal keeps them as they are unless the student types new ones.
  }
  return {
    cell_phone: row.cell_phone,
    guarantor: { name: text(answers, 'lg_name'), email: text(answers, 'lg_email'), phone: text(answers, 'lg_phone'), address: text(answers, 'lg_address') },
  };
}

/** Of the student's renewals into a period (one per lease renewing into it), the one the page offers: one they may take, else the first. */
const renewalInto = (renewals: readonly TenantRenewal[], periodId: number): TenantRenewal | null => {
  const into = renewals.filter((r) => r.lease_period.id === periodId);
  return into.find(canRenew) ?? into[0] ?? null;
};

/** The free beds the renewal may move to, as the page lists them. */
async function freeBeds(db: Db, renewal: TenantRenewal, today: string): Promise<RenewalBed[]> {
  const row = await renewalCandidate(db, renewal.lease_id, renewal.lease_period.id);
  if (!row) return [];
  return bedsToList((await transferBeds(db, row, today)).map((bed) => ({ id: bed.id, building: bed.building, label: bed.label, plans: bed.plans })));
}

/**
 * The step the page's URL names (each step is a link or a GET form without JavaScript): keeping the
 * bed goes to the confirm step; moving lists the free beds, and with one of them chosen goes to the
 * confirm step. A choice the renewal does not offer, or a bed not free, starts from the choice.
 */
async function startAt(db: Db, renewal: TenantRenewal, want: { choice: RenewalChoice | null; bedId: number | null }, today: string): Promise<RenewalStart> {
  const own = renewal.same_bed;
  if (want.choice === 'same_bed' && own) return { step: 'confirm', choice: 'same_bed', bed: { id: own.bed_id, label: own.bed, plans: own.plans } };
  if (want.choice !== 'transfer' || !renewal.transfer_allowed) return { step: 'choose' };
  const beds = await freeBeds(db, renewal, today);
  const bed = beds.find((b) => b.id === want.bedId);
  return bed ? { step: 'confirm', choice: 'transfer', bed } : { step: 'beds', beds };
}

/** The renewal page: the student's renewal into the period, or why they cannot renew, the details its confirm step starts from, and the step asked for. */
export async function getStudentRenewalPage(db: Db, userId: number, periodId: number, today: string, want: { choice: RenewalChoice | null; bedId: number | null } = { choice: null, bedId: null }): Promise<StudentRenewalPage> {
  const renewal = renewalInto(await tenantRenewals(db, userId, today), periodId);
  if (!renewal || !canRenew(renewal)) return { lease_period_id: periodId, renewal, contact: null, start: { step: 'choose' } };
  const [contact, start] = await Promise.all([renewalContact(db, userId, renewal.lease_id), startAt(db, renewal, want, today)]);
  return { lease_period_id: periodId, renewal, contact, start };
}
