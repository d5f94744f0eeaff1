import type { ApplicationDetail } from '../../shared/rental-application/application-types';
import type { StudentApplicationStatus } from '../../shared/types/public';
import { permitted } from '../auth/authorize';
import type { Db } from '../db/database';
import { presentApplication } from '../presenters/application';
import { findApplication, listApplicationFiles, listApplicationsOf } from '../queries/rental-applications';
import { companyQuestionFlags } from '../services/applications/rental-applications';

/** The student's own application as the API's GET answers it; null when missing or someone else's. */
export async function getStudentApplication(db: Db, key: Buffer, userId: number, id: number): Promise<ApplicationDetail | null> {
  const app = await permitted(db, { kind: 'student', userId }, 'application.read', id);
  if (!app) return null;
  return presentApplication(key, app, await listApplicationFiles(db, id), await companyQuestionFlags(db, app.organization_id), 'student');
}

/** Each of the student's applications by reservation request, with the manager's note once decided. */
export async function getStudentApplicationStatuses(db: Db, userId: number): Promise<StudentApplicationStatus[]> {
  const rows = await listApplicationsOf(db, userId);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      reservation_request_id: row.reservation_request_id,
      status: row.status,
      decision_note: row.decided_at ? ((await findApplication(db, row.id))?.decision_note ?? null) : null,
    })),
  );
}
