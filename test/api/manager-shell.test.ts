import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { API_ERRORS } from '../../shared/messages';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { agentsFor, signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let propertyId: number;
let disabledId: number;
let foreignPropertyId: number;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge' })).id;
  otherOrgId = (await buildOrganization(ctx.db, { name: 'Rival Homes' })).id;
  propertyId = (await buildProperty(ctx.db, orgId, { name: 'Maple Hall' })).id;
  disabledId = (await buildProperty(ctx.db, orgId, { name: 'Old Annex', status: 'DISABLED' })).id;
  foreignPropertyId = (await buildProperty(ctx.db, otherOrgId, { name: 'Rival Tower' })).id;
});
afterEach(() => ctx.close());

type Client = request.Agent | ReturnType<typeof request>;

async function reservation(organizationId: number, property: number, createdAt: string) {
  const student = await buildUser(ctx.db, 'student');
  return (
    await ctx.db
      .insertInto('reservation_requests')
      .values({ user_id: student.id, organization_id: organizationId, property_id: property, start_date: '2026-08-20', end_date: '2027-05-14', created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function contactMessage(organizationId: number, createdAt: string, property: number | null = null) {
  const values = { organization_id: organizationId, property_id: property, name: 'Leo', email: 'leo@example.com', phone_number: '5125550142', message: 'Parking?', created_at: createdAt };
  return (await ctx.db.insertInto('contact_messages').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

describe('GET /api/manager/organization/', () => {
  it('answers the company with all its properties, DISABLED ones included, to managers and maintenance', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    for (const agent of [a.manager, a.maintenance]) {
      const res = await agent.get('/api/manager/organization/');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: orgId, name: 'Campus Edge' });
      expect(res.body.properties.map((p: { id: number; status: string }) => [p.id, p.status]).sort()).toEqual([[propertyId, 'RUNNING'], [disabledId, 'DISABLED']].sort());
    }
    const foreign = await a.stranger.get('/api/manager/organization/');
    expect(foreign.body).toMatchObject({ id: otherOrgId, properties: [expect.objectContaining({ id: foreignPropertyId })] });
    expect(foreign.body.properties).toHaveLength(1);
  });
});

describe('/api/manager/preferences/', () => {
  it('keeps the selected properties per user', async () => {
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const colleague = await signedInAgent(ctx, 'manager', orgId);
    expect((await manager.get('/api/manager/preferences/')).body).toEqual({ selected_property_ids: [] });
    const saved = await manager.put('/api/manager/preferences/').send({ selected_property_ids: [disabledId, propertyId] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ selected_property_ids: [disabledId, propertyId] });
    expect((await manager.get('/api/manager/preferences/')).body).toEqual({ selected_property_ids: [disabledId, propertyId] });
    expect((await colleague.get('/api/manager/preferences/')).body).toEqual({ selected_property_ids: [] });
    await manager.put('/api/manager/preferences/').send({ selected_property_ids: [propertyId] }).expect(200);
    expect((await manager.get('/api/manager/preferences/')).body).toEqual({ selected_property_ids: [propertyId] });
  });

  it("refuses another company's property or a malformed list and keeps the saved selection", async () => {
    const manager = await signedInAgent(ctx, 'manager', orgId);
    await manager.put('/api/manager/preferences/').send({ selected_property_ids: [propertyId] }).expect(200);
    const foreign = await manager.put('/api/manager/preferences/').send({ selected_property_ids: [propertyId, foreignPropertyId] });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ selected_property_ids: [expect.any(String)] });
    for (const body of [{ selected_property_ids: 'all' }, {}, { selected_property_ids: [0] }]) {
      const res = await manager.put('/api/manager/preferences/').send(body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)[0]).toMatch(/^selected_property_ids/);
    }
    expect((await manager.get('/api/manager/preferences/')).body).toEqual({ selected_property_ids: [propertyId] });
  });
});

describe('reservations and messages inbox', () => {
  it('lists reservation requests newest first and counts the open ones; opening is recorded once and answers nothing', async () => {
    const older = await reservation(orgId, propertyId, '2026-03-01T10:00:00.000Z');
    const newer = await reservation(orgId, disabledId, '2026-03-02T10:00:00.000Z');
    await reservation(otherOrgId, foreignPropertyId, '2026-03-03T10:00:00.000Z');
    const manager = await signedInAgent(ctx, 'manager', orgId);
    expect((await manager.get('/api/manager/counts/')).body).toEqual({ reservations_unopened: 2, messages_unread: 0, applications_unopened: 0, collections_past_due: 0, tickets_new: 0, alerts: 2 });
    const list = await manager.get('/api/manager/reservations/');
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([newer, older]);
    expect(list.body[1]).toMatchObject({ property_id: propertyId, property_name: 'Maple Hall', first_name: 'Test', opened_at: null });
    const opened = await manager.post(`/api/manager/reservations/${older}/open/`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ reservations_unopened: 2, messages_unread: 0, applications_unopened: 0, collections_past_due: 0, tickets_new: 0, alerts: 2 });
    const openedAt = (await ctx.db.selectFrom('reservation_requests').select('opened_at').where('id', '=', older).executeTakeFirstOrThrow()).opened_at;
    expect(openedAt).toEqual(expect.any(String));
    expect((await manager.post(`/api/manager/reservations/${older}/open/`)).body).toEqual({ reservations_unopened: 2, messages_unread: 0, applications_unopened: 0, collections_past_due: 0, tickets_new: 0, alerts: 2 });
    expect((await ctx.db.selectFrom('reservation_requests').select('opened_at').where('id', '=', older).executeTakeFirstOrThrow()).opened_at).toBe(openedAt);
    expect((await manager.get('/api/manager/reservations/')).body[1].opened_at).toBe(openedAt);
  });

  it('counts a sign-up carrying a property and a message sent through the contact form', async () => {
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const registration = { email: 'maya@example.com', first_name: 'Maya', last_name: 'Rodriguez', cell_phone: '(512) 555-0142', password: 'Longhorns2026', password_confirmation: 'Longhorns2026', gender: 'F', is_active: true };
    await manager.post('/api/users/sign_up/').send({ ...registration, assigned_property: propertyId }).expect(201);
    const contact = { name: 'Leo Park', email: 'leo@example.com', phone_number: '(512) 555-0199', message: 'Is parking included?' };
    await manager.post(`/api/properties/${propertyId}/contact/`).send(contact).expect(201);
    const staff = await signedInAgent(ctx, 'manager', orgId);
    expect((await staff.get('/api/manager/counts/')).body).toEqual({ reservations_unopened: 1, messages_unread: 1, applications_unopened: 0, collections_past_due: 0, tickets_new: 0, alerts: 2 });
    expect((await staff.get('/api/manager/reservations/')).body).toEqual([expect.objectContaining({ email: 'maya@example.com', property_id: propertyId })]);
    expect((await staff.get('/api/manager/messages/')).body).toEqual([expect.objectContaining({ ...contact, property_name: 'Maple Hall', read_at: null })]);
  });

  it('lists messages newest first and marks one read once', async () => {
    const older = await contactMessage(orgId, '2026-03-01T10:00:00.000Z', propertyId);
    const newer = await contactMessage(orgId, '2026-03-02T10:00:00.000Z');
    await contactMessage(otherOrgId, '2026-03-03T10:00:00.000Z');
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const list = await manager.get('/api/manager/messages/');
    expect(list.body.map((m: { id: number }) => m.id)).toEqual([newer, older]);
    expect(list.body).toEqual([expect.objectContaining({ property_name: null }), expect.objectContaining({ property_name: 'Maple Hall', message: 'Parking?' })]);
    const read = await manager.post(`/api/manager/messages/${newer}/read/`);
    expect(read.body).toEqual({ reservations_unopened: 0, messages_unread: 1, applications_unopened: 0, collections_past_due: 0, tickets_new: 0, alerts: 1 });
    const readAt = (await ctx.db.selectFrom('contact_messages').select('read_at').where('id', '=', newer).executeTakeFirstOrThrow()).read_at;
    expect(readAt).toEqual(expect.any(String));
    expect((await manager.post(`/api/manager/messages/${newer}/read/`)).body).toEqual({ reservations_unopened: 0, messages_unread: 1, applications_unopened: 0, collections_past_due: 0, tickets_new: 0, alerts: 1 });
    expect((await ctx.db.selectFrom('contact_messages').select('read_at').where('id', '=', newer).executeTakeFirstOrThrow()).read_at).toBe(readAt);
    expect((await manager.post('/api/manager/messages/9999/read/')).status).toBe(404);
  });
});

describe('access', () => {
  it('401 signed out and 403 for students on every call; maintenance staff read everything', async () => {
    const reservationId = await reservation(orgId, propertyId, '2026-03-01T10:00:00.000Z');
    const messageId = await contactMessage(orgId, '2026-03-01T10:00:00.000Z');
    const a = await agentsFor(ctx, orgId, otherOrgId);
    const reads = ['/api/manager/organization/', '/api/manager/preferences/', '/api/manager/counts/', '/api/manager/reservations/', '/api/manager/messages/'];
    const writes = [
      (c: Client) => c.put('/api/manager/preferences/').send({ selected_property_ids: [propertyId] }),
      (c: Client) => c.post(`/api/manager/reservations/${reservationId}/open/`),
      (c: Client) => c.post(`/api/manager/messages/${messageId}/read/`),
    ];
    for (const path of reads) {
      const anonymous = await a.anonymous.get(path);
      expect([path, anonymous.status, anonymous.body]).toEqual([path, 401, { detail: API_ERRORS.notAuthenticated }]);
      expect([path, (await a.student.get(path)).status]).toEqual([path, 403]);
      expect([path, (await a.maintenance.get(path)).status]).toEqual([path, 200]);
    }
    for (const write of writes) {
      expect((await write(a.anonymous)).body).toEqual({ detail: API_ERRORS.notAuthenticated });
      expect((await write(a.student)).body).toEqual({ detail: API_ERRORS.permissionDenied });
    }
    expect(await ctx.db.selectFrom('manager_preferences').selectAll().execute()).toEqual([]);
    expect((await a.manager.get('/api/manager/counts/')).body).toEqual({ reservations_unopened: 1, messages_unread: 1, applications_unopened: 0, collections_past_due: 0, tickets_new: 0, alerts: 2 });
  });

  // The selection is personal, so every staff member keeps their own; opening a row marks it for
  // the whole company, which is a write: managers only.
  it('lets maintenance staff keep their own selection but not mark inbox rows, without touching a manager’s selection', async () => {
    const reservationId = await reservation(orgId, propertyId, '2026-03-01T10:00:00.000Z');
    const messageId = await contactMessage(orgId, '2026-03-01T10:00:00.000Z');
    const manager = await signedInAgent(ctx, 'manager', orgId);
    const maintenance = await signedInAgent(ctx, 'maintenance', orgId);
    await manager.put('/api/manager/preferences/').send({ selected_property_ids: [propertyId] }).expect(200);
    await maintenance.put('/api/manager/preferences/').send({ selected_property_ids: [disabledId] }).expect(200);
    expect((await manager.get('/api/manager/preferences/')).body).toEqual({ selected_property_ids: [propertyId] });
    expect((await maintenance.put('/api/manager/preferences/').send({ selected_property_ids: [foreignPropertyId] })).status).toBe(400);
    expect((await maintenance.get('/api/manager/preferences/')).body).toEqual({ selected_property_ids: [disabledId] });
    expect((await maintenance.post(`/api/manager/reservations/${reservationId}/open/`)).status).toBe(403);
    expect((await maintenance.post(`/api/manager/messages/${messageId}/read/`)).status).toBe(403);
    expect((await maintenance.get('/api/manager/counts/')).body).toEqual({ reservations_unopened: 1, messages_unread: 1, applications_unopened: 0, collections_past_due: 0, tickets_new: 0, alerts: 0 });
  });

  it("gives a manager of another company 404 for this company's records and leaves them out of their lists", async () => {
    const reservationId = await reservation(orgId, propertyId, '2026-03-01T10:00:00.000Z');
    const messageId = await contactMessage(orgId, '2026-03-01T10:00:00.000Z');
    const stranger = await signedInAgent(ctx, 'manager', otherOrgId);
    const open = await stranger.post(`/api/manager/reservations/${reservationId}/open/`);
    expect(open.status).toBe(404);
    expect(open.body).toEqual({ detail: API_ERRORS.notFound });
    expect((await stranger.post(`/api/manager/messages/${messageId}/read/`)).status).toBe(404);
    expect((await stranger.put('/api/manager/preferences/').send({ selected_property_ids: [propertyId] })).status).toBe(400);
    expect((await stranger.get('/api/manager/reservations/')).body).toEqual([]);
    expect((await stranger.get('/api/manager/messages/')).body).toEqual([]);
    expect((await stranger.get('/api/manager/counts/')).body).toEqual({ reservations_unopened: 0, messages_unread: 0, applications_unopened: 0, collections_past_due: 0, tickets_new: 0, alerts: 0 });
    const reservationRow = await ctx.db.selectFrom('reservation_requests').select('opened_at').where('id', '=', reservationId).executeTakeFirstOrThrow();
    const messageRow = await ctx.db.selectFrom('contact_messages').select('read_at').where('id', '=', messageId).executeTakeFirstOrThrow();
    expect([reservationRow.opened_at, messageRow.read_at]).toEqual([null, null]);
  });
});
