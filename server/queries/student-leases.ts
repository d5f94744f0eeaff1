import { pushTo } from '../../shared/group';
import type { NamedEntry } from '../../shared/leases/plan-schedule';
import type { Db } from '../db/database';
import { leaseRows } from './leases';
import { slices } from './payment-plan-assignments';

/** The student's leases, newest first, as the lease list reads them (with the lease period's dates and the chosen plan's name). */
export async function listStudentLeases(db: Db, userId: number) {
  return leaseRows(db).where('x.user_id', '=', userId).orderBy('x.created_at', 'desc').orderBy('x.id', 'desc').execute();
}

export type StudentLeaseRow = Awaited<ReturnType<typeof listStudentLeases>>[number];

/** The ledger entries of each plan with their account codes' names, in stored order, by plan id. */
export async function namedEntriesOfPlans(db: Db, planIds: readonly number[]): Promise<Map<number, NamedEntry[]>> {
  const byPlan = new Map<number, NamedEntry[]>();
  for (const ids of slices(planIds)) {
    const rows = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('account_codes as c', 'c.id', 'e.account_code_id')
      .select(['e.payment_plan_id', 'e.due_date', 'e.description', 'e.account_code_id', 'c.name as account_name', 'e.charge_cents', 'e.credit_cents'])
      .where('e.payment_plan_id', 'in', ids)
      .orderBy('e.payment_plan_id')
      .orderBy('e.position')
      .orderBy('e.id')
      .execute();
    for (const { payment_plan_id, ...entry } of rows) pushTo(byPlan, payment_plan_id, entry);
  }
  return byPlan;
}

/** The ids of the student's applications that have a lease (a void one too: its page says it was withdrawn). */
export async function applicationsWithLease(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('leases').select('application_id').distinct().where('user_id', '=', userId).execute();
  return rows.map((r) => r.application_id);
}
