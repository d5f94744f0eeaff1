import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ApplicationDetail } from '../../shared/rental-application/application-types';
import { FLAG_KEYS } from '../../shared/rental-application/fields';
import { buildOrganization, buildProperty, verifyEmailOf } from '../helpers/factories';
import { signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let manager: Agent;
let stranger: Agent;

const ASKED = ['pi_name', 'pi_email'];
const flags = Object.fromEntries(FLAG_KEYS.map((k) => [k, ASKED.includes(k)]));

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db)).id;
  otherOrgId = (await buildOrganization(ctx.db)).id;
  manager = await signedInAgent(ctx, 'manager', orgId);
  stranger = await signedInAgent(ctx, 'manager', otherOrgId);
  expect((await manager.put('/api/rental-application/').send(flags)).status).toBe(200);
  expect((await stranger.put('/api/rental-application/').send(flags)).status).toBe(200);
});
afterEach(() => ctx.close());

/** A student's application to a property of `organizationId`, submitted unless `draft`. */
async function application(organizationId: number, { draft = false } = {}): Promise<number> {
  const student = await signedInAgent(ctx, 'student', null);
  const propertyId = (await buildProperty(ctx.db, organizationId)).id;
  const requestId = (await ctx.db.insertInto('reservation_requests').values({ user_id: student.userId, organization_id: organizationId, property_id: propertyId }).returning('id').executeTakeFirstOrThrow()).id;
  const app = (await student.post('/api/applications/').send({ reservation_request_id: requestId })).body as ApplicationDetail;
  expect((await student.patch(`/api/applications/${app.id}/`).send({ answers: { pi_name: 'Ana Flores', pi_email: 'ana@example.com' } })).status).toBe(200);
  if (!draft) {
    await verifyEmailOf(ctx.db, student.userId);
    expect((await student.post(`/api/applications/${app.id}/submit/`)).status).toBe(200);
  }
  return app.id;
}

const unopened = async (agent: Agent) => ((await agent.get('/api/manager/counts/')).body as { applications_unopened: number }).applications_unopened;

describe('the side navigation’s count of applications not yet opened', () => {
  it('counts a submitted application until a manager opens it', async () => {
    expect(await unopened(manager)).toBe(0);
    const id = await application(orgId);
    expect(await unopened(manager)).toBe(1);
    expect((await manager.get(`/api/manager/applications/${id}/`)).status).toBe(200);
    expect(await unopened(manager)).toBe(0);
    // Opening it again, or deciding it, leaves the count as it is.
    expect((await manager.get(`/api/manager/applications/${id}/`)).status).toBe(200);
    expect((await manager.post(`/api/manager/applications/${id}/decision/`).send({ status: 'Approved', note: '' })).status).toBe(200);
    expect(await unopened(manager)).toBe(0);
  });

  it('never counts drafts or another company’s applications, and another company’s manager opening nothing changes it', async () => {
    await application(orgId, { draft: true });
    const foreign = await application(otherOrgId);
    const own = await application(orgId);
    expect(await unopened(manager)).toBe(1);
    expect(await unopened(stranger)).toBe(1);
    expect((await stranger.get(`/api/manager/applications/${own}/`)).status).toBe(404);
    expect(await unopened(manager)).toBe(1);
    expect((await stranger.get(`/api/manager/applications/${foreign}/`)).status).toBe(200);
    expect(await unopened(stranger)).toBe(0);
    expect(await unopened(manager)).toBe(1);
  });

  it('comes with the counts a manager gets back after opening a reservation request', async () => {
    await application(orgId);
    const student = await signedInAgent(ctx, 'student', null);
    const propertyId = (await buildProperty(ctx.db, orgId)).id;
    const requestId = (await ctx.db.insertInto('reservation_requests').values({ user_id: student.userId, organization_id: orgId, property_id: propertyId }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await manager.post(`/api/manager/reservations/${requestId}/open/`)).body).toMatchObject({ applications_unopened: 1 });
  });
});
