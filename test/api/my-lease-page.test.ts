import { appendFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Lease } from '../../shared/leases/lease-types';
import { MY_LEASE_TEXTS as T } from '../../shared/leases/my-lease-texts';
import { CONFLICT_MESSAGES, LEASE_MESSAGES as M } from '../../shared/messages';
import { pageTitle } from '../../shared/page-title';
import { privateFilePath } from '../../server/uploads/private-files';
import { signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/** The student's My lease page (server-rendered) and its plan choice posted without JavaScript, on the demo company. */

let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let student: Agent;
let otherStudent: Agent;
let manager: Agent;
let applicationId: number;
let lease: Lease;
let planId: number;

const PAGE = '/new/tenant/lease';
const post = (agent: Agent | ReturnType<typeof request>, fields: Record<string, string>) => agent.post(PAGE).type('form').set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin').send(fields);
const alertText = (html: string) => html.match(/role="alert"[^>]*>(?:<span>)?([^<]*)/)?.[1] ?? null;

beforeAll(async () => {
  // Its own PDF worker: the test sees the offer on screen start it.
  ctx = await createTestContext({ demo: true, ownPdfWorker: true });
  manager = await signedInAgent(ctx, 'manager', 1);
  student = await signedInAgent(ctx, 'student', null);
  otherStudent = await signedInAgent(ctx, 'student', null);
  await ctx.db.updateTable('users').set({ first_name: 'Jordan', last_name: 'Rivera' }).where('id', '=', student.userId).execute();
  const period = await ctx.db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', 'Academic Year 2026-2027').executeTakeFirstOrThrow();
  const plan = await ctx.db.selectFrom('payment_plans').select('id').where('lease_period_id', '=', period.id).where('name', '=', 'Academic Year: two installments').executeTakeFirstOrThrow();
  planId = plan.id;
  const bed = await ctx.db.selectFrom('payment_plan_assignments').select('layout_id').where('payment_plan_id', '=', planId).orderBy('layout_id').executeTakeFirstOrThrow();
  const reservation = await ctx.db.insertInto('reservation_requests').values({ user_id: student.userId, organization_id: 1, property_id: 1, lease_period_id: period.id }).returning('id').executeTakeFirstOrThrow();
  applicationId = (await ctx.db.insertInto('rental_applications').values({ organization_id: 1, user_id: student.userId, reservation_request_id: reservation.id, status: 'Approved', answers: '{}' }).returning('id').executeTakeFirstOrThrow()).id;
  const assigned = await manager.post('/api/leases/').send({ application_id: applicationId, bed_id: bed.layout_id });
  expect(assigned.status).toBe(201);
  lease = assigned.body as Lease;
});
afterAll(() => ctx.close());

describe('who sees My lease', () => {
  it('sends a signed-out visitor to sign in and back, and refuses a manager as the other tenant pages do', async () => {
    const anonymous = await request(ctx.app).get(PAGE);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toBe('/new/login?redirect=%2Fnew%2Ftenant%2Flease');
    expect((await manager.get(PAGE)).status).toBe(403);
    expect((await manager.get('/new/tenant/reservations')).status).toBe(403);
  });

  it('shows the student their own offer, never cached, and another student only their empty page', async () => {
    const otherFirst = await otherStudent.get(PAGE);
    // No offer on screen: nothing to prepare.
    expect({ status: otherFirst.status, worker: ctx.app.locals.pdf.threadId }).toEqual({ status: 200, worker: null });
    const page = await student.get(PAGE);
    // An offer on screen: the PDF worker starts warming up for the packet the student may ask for.
    expect(ctx.app.locals.pdf.threadId).toEqual(expect.any(Number));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain(`<title>${pageTitle(T.title)}</title>`);
    for (const shown of ['The Rio on 24th', 'Academic Year 2026-2027', 'Aug 20, 2026 – May 14, 2027', 'Offered', 'Academic Year: two installments', 'Fall 2026 installment', '$4,125.00', '$8,500.00', T.chooseButton]) {
      expect(page.text).toContain(shown);
    }
    expect(page.text).toContain('data-island="plan-choice"');
    expect(page.text).toContain(`name="version" value="${lease.version}"`);

    const other = await otherStudent.get(PAGE);
    expect(other.status).toBe(200);
    expect(other.text).toContain(T.empty);
    expect(other.text).toContain('href="/new/tenant/reservations"');
    expect(other.text).not.toContain('The Rio on 24th ·');
    expect(other.text).not.toContain('plan-choice');
  });

  it('links to My lease from My reservations and from the approved application, for its student only', async () => {
    const link = `href="${PAGE}"`;
    expect((await student.get('/new/tenant/reservations')).text).toContain(link);
    expect((await student.get(`/new/tenant/applications/${applicationId}`)).text).toContain(link);
    expect((await otherStudent.get('/new/tenant/reservations')).text).not.toContain(link);
  });
});

describe('the plan choice posted without JavaScript', () => {
  it('answers the page with the server’s message when no plan or a plan not offered is sent, and 404 for someone else’s lease', async () => {
    const none = await post(student, { lease_id: String(lease.id), version: String(lease.version) });
    expect(none.status).toBe(400);
    expect(none.text).toContain(M.choosePlan);

    const wrong = await post(student, { lease_id: String(lease.id), version: String(lease.version), payment_plan_id: '999999' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(M.planNotOffered);
    // The plan that was picked stays picked.
    expect(wrong.text).not.toContain('checked=""');

    expect((await post(otherStudent, { lease_id: String(lease.id), version: String(lease.version), payment_plan_id: String(planId) })).status).toBe(404);
    const stale = await post(student, { lease_id: String(lease.id), version: String(lease.version + 1), payment_plan_id: String(planId) });
    expect(stale.status).toBe(409);
    expect(alertText(stale.text)).toBe(CONFLICT_MESSAGES.staleVersion);
    expect(stale.text).toContain(`name="payment_plan_id" checked="" value="${planId}"`);

    const anonymous = await post(request(ctx.app), { lease_id: String(lease.id), version: String(lease.version), payment_plan_id: String(planId) });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe('/new/login?redirect=%2Fnew%2Ftenant%2Flease');
    expect((await student.get(`/api/leases/${lease.id}/`)).body).toMatchObject({ status: 'Offered', version: lease.version });
  });

  it('makes the packet and shows the documents to read and download; a second post is refused', async () => {
    const chosen = await post(student, { lease_id: String(lease.id), version: String(lease.version), payment_plan_id: String(planId) });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.location).toBe(PAGE);
    const ready = (await student.get(`/api/leases/${lease.id}/`)).body as Lease;
    expect(ready.status).toBe('Ready to sign');

    const page = await student.get(PAGE);
    expect(page.text).toContain('Ready to sign');
    expect(page.text).toContain(T.documentsIntro.signing);
    expect(page.text).not.toContain('data-island="plan-choice"');
    for (const document of ready.documents) {
      expect(page.text).toContain(`href="/api/leases/${lease.id}/documents/${document.id}/pdf/"`);
    }
    // The snapshot's body is on the page, not its head or its header.
    expect(page.text).toContain('Jordan Rivera');
    expect(page.text).toContain('$8,000.00');
    expect(page.text).not.toContain('<main>');

    const again = await post(student, { lease_id: String(lease.id), version: String(ready.version), payment_plan_id: String(planId) });
    expect(again.status).toBe(409);
  });

  it('shows nothing of a snapshot whose file no longer matches its hash', async () => {
    const documents = await ctx.db.selectFrom('lease_documents').select('html_file').where('lease_id', '=', lease.id).execute();
    for (const d of documents) await appendFile(privateFilePath(ctx.config.privateFilesDir, d.html_file), '<p>Added later</p>');
    const page = await student.get(PAGE);
    expect(page.text).toContain(T.unreadable);
    expect(page.text).not.toContain('Jordan Rivera');
  });

  it('says an offer was withdrawn, with the reason', async () => {
    const ready = (await student.get(`/api/leases/${lease.id}/`)).body as Lease;
    expect((await manager.post(`/api/leases/${lease.id}/void/`).send({ reason: 'Bed out of service.', version: ready.version })).status).toBe(200);
    const page = await student.get(PAGE);
    expect(page.text).toContain(M.withdrawn);
    expect(page.text).toContain('Bed out of service.');
    expect(page.text).not.toContain(T.documentsIntro.signing);
  });
});
