import type { TenantRenewal } from '../../shared/leases/lease-types';
import { canRenew, type RenewalContact, type StudentRenewalPage } from '../../shared/leases/student-renewal';
import type { Db } from '../db/database';
import { findRenewalContact } from '../queries/renewal-contact';
import { tenantRenewals } from './renewals';

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

/** The renewal page: the student's renewal into the period, or why they cannot renew, and the details its confirm step starts from. */
export async function getStudentRenewalPage(db: Db, userId: number, periodId: number, today: string): Promise<StudentRenewalPage> {
  const renewal = renewalInto(await tenantRenewals(db, userId, today), periodId);
  const contact = renewal && canRenew(renewal) ? await renewalContact(db, userId, renewal.lease_id) : null;
  return { lease_period_id: periodId, renewal, contact };
}
