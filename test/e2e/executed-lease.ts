import type { APIRequestContext, Browser } from 'playwright-core';
import type { Db } from '../../server/db/database';
import { insertUser } from '../../server/queries/users';
import type { Lease } from '../../shared/leases/lease-types';
import type { SigningState } from '../../shared/leases/signing-types';
import { hashOnce } from '../helpers/password-hash';
import { signaturePng } from '../helpers/lease-fixture';
import { untilSettled } from '../helpers/settled';
import { withDb } from './page-helpers';
import type { RunningServer } from './server-process';

const PLAN = 'Academic Year: two installments';

/**
 * Consents, fills every slot and completes the caller's part of the signing. The last signer's
 * complete answers "Finishing…" while the execution job runs (issue 46): then this waits, reading
 * the signing state every 50 ms for at most 30 s, until the job is done.
 */
export async function signAll(request: APIRequestContext, base: string, signature: string) {
  await request.post(`${base}/consent/`);
  const state = (await (await request.get(`${base}/`)).json()) as SigningState;
  for (const slot of state.slots) await request.put(`${base}/slots/${slot.id}/`, { data: slot.kind === 'date' ? {} : { image: signature } });
  const done = await request.post(`${base}/complete/`);
  if (!done.ok()) throw new Error(`complete: ${done.status()} ${await done.text()}`);
  const read = async () => (await (await request.get(`${base}/`)).json()) as SigningState;
  await untilSettled(read, (s) => Boolean(s.finishing), (await done.json()) as SigningState);
}

/**
 * A new student of the demo company with an approved application for the first property's academic
 * year (with the answers given), and the first bed under its two-installment plan that no live lease of the year holds.
 */
export async function approvedOnFreeBed(db: Db, student: { email: string; first: string; last: string }, password: string, answers: Record<string, string> = {}) {
  const userId = await insertUser(db, { email: student.email, passwordHash: await hashOnce(password), roles: ['student'], firstName: student.first, lastName: student.last });
  const period = await db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', 'Academic Year 2026-2027').executeTakeFirstOrThrow();
  const request = await db.insertInto('reservation_requests').values({ user_id: userId, organization_id: 1, property_id: 1, lease_period_id: period.id }).returning('id').executeTakeFirstOrThrow();
  const application = await db.insertInto('rental_applications').values({ organization_id: 1, user_id: userId, reservation_request_id: request.id, status: 'Approved', answers: JSON.stringify(answers), submitted_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
  const bed = await db
    .selectFrom('payment_plan_assignments as a')
    .innerJoin('payment_plans as p', 'p.id', 'a.payment_plan_id')
    .select(['a.layout_id', 'p.id as plan_id'])
    .where('p.property_id', '=', 1)
    .where('p.name', '=', PLAN)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('leases as x').select('x.id').whereRef('x.layout_id', '=', 'a.layout_id').where('x.lease_period_id', '=', period.id).where('x.status', '!=', 'Void'))))
    .orderBy('a.layout_id')
    .executeTakeFirstOrThrow();
  return { userId, periodId: period.id, applicationId: application.id, bedId: bed.layout_id, planId: bed.plan_id };
}

/** A student of the demo company with a lease Offered on the first free bed under the first property's two-installment plan, as a manager assigns one. */
export async function offeredLease(server: RunningServer, manager: APIRequestContext, student: { email: string; first: string; last: string }, password: string): Promise<{ leaseId: number; planId: number }> {
  const { applicationId, bedId, planId } = await withDb(server, (db) => approvedOnFreeBed(db, student, password));
  const assigned = await manager.post(`${server.url}/api/leases/`, { data: { application_id: applicationId, bed_id: bedId } });
  if (assigned.status() !== 201) throw new Error(`assign: ${assigned.status()} ${await assigned.text()}`);
  return { leaseId: ((await assigned.json()) as Lease).id, planId };
}

/** How far leaseThroughApi takes a lease: the student chose the plan, then signed or declined; the manager countersigned. */
export type LeaseStage = 'chosen' | 'tenant signed' | 'declined' | 'executed';

/** An executed lease of the demo company's first property (see leaseThroughApi). */
export const executedLease = (browser: Browser, server: RunningServer, manager: APIRequestContext, student: { email: string; first: string; last: string }) =>
  leaseThroughApi(browser, server, manager, student, 'executed');

/**
 * A lease of the demo company's first property on its two-installment plan, through the API as
 * people make one, up to `stage`: the manager assigns a bed, the student chooses the plan, then
 * signs (and the manager countersigns) or declines.
 */
export async function leaseThroughApi(browser: Browser, server: RunningServer, manager: APIRequestContext, student: { email: string; first: string; last: string }, stage: LeaseStage): Promise<number> {
  const password = 'Student-pass-1';
  const { leaseId, planId } = await offeredLease(server, manager, student, password);
  const context = await browser.newContext();
  try {
    const signedIn = await context.request.post(`${server.url}/api-token-auth/`, { data: { username: student.email, password } });
    if (!signedIn.ok()) throw new Error(`student sign-in: ${signedIn.status()}`);
    // Choosing the plan makes the packet's PDFs: on a loaded machine the worker's cold start alone can pass Playwright's default 30 s.
    const chosen = await context.request.put(`${server.url}/api/leases/${leaseId}/plan/`, { data: { payment_plan_id: planId }, timeout: 90_000 });
    if (!chosen.ok()) throw new Error(`plan: ${chosen.status()} ${await chosen.text()}`);
    const signing = `${server.url}/api/leases/${leaseId}/signing`;
    if (stage === 'declined') {
      const declined = await context.request.post(`${signing}/decline/`, { data: { reason: 'I found another place.' } });
      if (!declined.ok()) throw new Error(`decline: ${declined.status()} ${await declined.text()}`);
    }
    const signature = await signaturePng();
    if (stage === 'tenant signed' || stage === 'executed') await signAll(context.request, signing, signature);
    if (stage === 'executed') await signAll(manager, signing, signature);
  } finally {
    await context.close();
  }
  return leaseId;
}
