import type { AutopayEnrolment } from '../../shared/payments/autopay-schema';
import type { studentEnrolments } from '../queries/autopay';

type Row = Awaited<ReturnType<typeof studentEnrolments>>[number];

/** An enrolment as its tenant reads it: the method, where it stands, and the authorization they gave, with its time. */
export function presentEnrolment(row: Row): AutopayEnrolment {
  return { id: row.id, lease_id: row.lease_id, method: row.method, status: row.status as AutopayEnrolment['status'], consent_text: row.consent_text, consented_at: row.consented_at };
}
