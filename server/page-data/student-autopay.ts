import { centsToAmount } from '../../shared/money';
import type { StudentAutopay } from '../../shared/payments/autopay-page';
import { autopayConsentText, consentMoment } from '../../shared/payments/autopay-texts';
import type { FeeTerms } from '../../shared/payments/fees';
import type { Db } from '../db/database';
import { leaseCompanyName, studentEnrolments } from '../queries/autopay';
import { lastAutopayCharges } from '../queries/autopay-charges';
import { findLeaseTerms } from '../queries/lease-terms';
import { listStudentLeases } from '../queries/student-leases';

/** Whether online payments are set up, and the fees they add (the consent names them). */
export type AutopaySettings = { on: boolean; fees: FeeTerms };

/**
 * My balance's Autopay sections (issue 48): for each executed lease of the student, the enrolment in
 * force (an active one before one still setting up), the authorization each method is turned on
 * with, and the last autopay charge when it failed. Nothing when online payments are not set up.
 */
export async function getStudentAutopay(db: Db, userId: number, settings: AutopaySettings): Promise<StudentAutopay> {
  if (!settings.on) return { on: false, leases: [] };
  const leases = (await listStudentLeases(db, userId)).filter((l) => l.status === 'Executed');
  const [enrolments, last] = await Promise.all([studentEnrolments(db, userId), lastAutopayCharges(db, leases.map((l) => l.id))]);
  return {
    on: true,
    leases: await Promise.all(
      leases.map(async (lease) => {
        const [company, terms] = await Promise.all([leaseCompanyName(db, lease.id), findLeaseTerms(db, lease.organization_id)]);
        const own = enrolments.filter((e) => e.lease_id === lease.id);
        const enrolment = own.find((e) => e.status === 'active') ?? own.at(-1);
        const charge = last.get(lease.id);
        return {
          lease_id: lease.id,
          enrolment: enrolment ? { id: enrolment.id, method: enrolment.method, status: enrolment.status as 'active' | 'setting_up', consent_text: enrolment.consent_text, consented_at: enrolment.consented_at, consented_when: consentMoment(enrolment.consented_at, terms.time_zone) } : null,
          consents: { card: autopayConsentText(company, 'card', settings.fees), ach: autopayConsentText(company, 'ach', settings.fees) },
          last_failed: charge?.status === 'failed' && charge.due_date ? { amount: centsToAmount(charge.amount_cents + charge.fee_cents), due_date: charge.due_date, reason: charge.failure ?? '' } : null,
        };
      }),
    ),
  };
}
