import type { Answers } from '../../shared/rental-application/answers';
import { FLAG_KEYS, QUESTIONS, type ApplicationFlags } from '../../shared/rental-application/fields';
import type { ApplicationDetail, ApplicationSummary } from '../../shared/rental-application/application-types';
import { applicationCan, type ApplicationActorKind } from '../../shared/rental-application/lifecycle';
import type { ApplicationFileRow, ApplicationListRow, ApplicationRow } from '../queries/rental-applications';
import { decryptText, maskSecret } from '../security/data-encryption';
import { fullName } from '../../shared/people';

export function presentApplicationSummary(row: ApplicationListRow): ApplicationSummary {
  return {
    id: row.id,
    status: row.status,
    reservation_request_id: row.reservation_request_id,
    property_id: row.property_id,
    property_name: row.property_name,
    lease_period_name: row.lease_period_name,
    student_name: fullName(row.first_name, row.last_name),
    student_email: row.email,
    created_at: row.created_at,
    submitted_at: row.submitted_at,
    opened_at: row.opened_at,
    decided_at: row.decided_at,
  };
}

/** Identity numbers leave the server masked ('•••• 6789'); a manager reveals one on purpose. */
function maskedAnswers(key: Buffer, stored: Answers): Answers {
  return Object.fromEntries(
    Object.entries(stored).map(([k, v]) => [k, QUESTIONS.get(k)?.control === 'secret' && typeof v === 'string' ? maskSecret(decryptText(key, v)) : v]),
  );
}

/** An application as its student (`caller` 'student') or a manager of its company reads it. */
export function presentApplication(key: Buffer, row: ApplicationRow, files: readonly ApplicationFileRow[], companyFlags: ApplicationFlags, caller: ApplicationActorKind): ApplicationDetail {
  const asked = row.asked_keys ? new Set(JSON.parse(row.asked_keys) as string[]) : null;
  return {
    ...presentApplicationSummary(row),
    user_id: row.user_id,
    flags: asked ? Object.fromEntries(FLAG_KEYS.map((k) => [k, asked.has(k)])) : companyFlags,
    answers: maskedAnswers(key, JSON.parse(row.answers) as Answers),
    files: files.map((f) => ({ id: f.id, question_key: f.question_key, original_name: f.original_name, mime: f.mime, size: f.size, url: `/api/applications/${row.id}/files/${f.id}/` })),
    decided_by: row.decided_by,
    decision_note: row.decision_note,
    version: row.version,
    can: applicationCan(row, caller),
  };
}
