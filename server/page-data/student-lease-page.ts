import { createHash } from 'node:crypto';
import { finishingLeases, signingIds } from '../queries/lease-execution-claims';
import { readFile } from 'node:fs/promises';
import { planSchedule } from '../../shared/leases/plan-schedule';
import type { StudentLease, StudentLeaseDocument } from '../../shared/leases/student-lease';
import type { Db } from '../db/database';
import { plansInEffect } from '../../shared/payment-plans/offered';
import { leaseCan } from '../../shared/leases/lifecycle';
import { documentsOfLeases, type LeaseDocumentRow } from '../queries/lease-documents';
import { failuresOfSigningLeases } from '../queries/lease-execution-failures';
import { plansAssignedToLeases } from '../queries/leases';
import { listStudentLeases, namedEntriesOfPlans } from '../queries/student-leases';
import { privateFilePath } from '../uploads/private-files';

/**
 * A document's snapshot as the page shows it: what its stored page holds inside <main> (the shared
 * renderer's escaped output). The file is checked against its recorded hash first, as issued
 * documents are verified: a changed or missing file shows nothing.
 */
async function snapshotBody(privateDir: string, row: LeaseDocumentRow): Promise<StudentLeaseDocument> {
  const shown = { id: row.id, name: row.name, role: row.role };
  try {
    const html = await readFile(privateFilePath(privateDir, row.html_file), 'utf8');
    const start = html.indexOf('<main>');
    const end = html.lastIndexOf('</main>');
    if (createHash('sha256').update(html).digest('hex') !== row.html_sha256 || start < 0 || end < start) return { ...shown, html: null };
    return { ...shown, html: html.slice(start + '<main>'.length, end) };
  } catch {
    return { ...shown, html: null };
  }
}

/** The student's leases for My lease, newest first: an offered one with its plans' schedules, a later one with its documents (and why it could not be finalized, when it could not). */
export async function getStudentLeases(db: Db, privateDir: string, userId: number, today: string): Promise<StudentLease[]> {
  const rows = await listStudentLeases(db, userId);
  const offered = rows.filter((r) => r.status === 'Offered').map((r) => r.id);
  const packets = rows.filter((r) => r.status !== 'Offered' && r.status !== 'Void').map((r) => r.id);
  const [assigned, documents, failures, finishing] = await Promise.all([plansAssignedToLeases(db, offered), documentsOfLeases(db, packets), failuresOfSigningLeases(db, rows), finishingLeases(db, signingIds(rows))]);
  const plansOf = new Map(offered.map((id) => [id, plansInEffect(assigned.get(id) ?? [], today)]));
  const entries = await namedEntriesOfPlans(db, [...new Set([...plansOf.values()].flat().map((p) => p.id))]);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      status: row.status,
      version: row.version,
      property_name: row.property_name,
      lease_period_name: row.lease_period_name,
      start_date: row.start_date,
      end_date: row.end_date,
      bed: { building: row.building, floor: row.floor, unit: row.unit, room: row.room, bed: row.bed },
      offered_plans: (plansOf.get(row.id) ?? []).map((plan) => ({ id: plan.id, name: plan.name, schedule: planSchedule(entries.get(plan.id) ?? []) })),
      chosen_plan_name: row.payment_plan_name,
      documents: await Promise.all((documents.get(row.id) ?? []).map((d) => snapshotBody(privateDir, d))),
      void_reason: row.void_reason,
      execution_failure: failures.get(row.id) ?? null,
      finishing: finishing.has(row.id),
      can: leaseCan({ status: row.status, execution_failure: failures.get(row.id) ?? null }, 'student'),
    })),
  );
}
