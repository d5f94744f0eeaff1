import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { API_ERRORS, CONFLICT_MESSAGES } from '../../shared/messages';
import { TICKET_MESSAGES as M } from '../../shared/tickets/ticket-texts';
import type { Ticket, TicketAssignee, TicketSummary } from '../../shared/tickets/ticket-types';
import { binary } from '../helpers/executed-lease';
import { keptSignableLeases, type buildSignableLease } from '../helpers/lease-fixture';
import { jpegBuffer, pngBuffer, truncatedJpeg } from '../helpers/files';
import { signedInAgent } from '../helpers/manager-factories';
import { getStudentMaintenance } from '../../server/page-data/student-maintenance-page';
import { lastMailTo, sendHeldMessages } from '../helpers/outbox';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let f: Awaited<ReturnType<typeof buildSignableLease>>;
const leak = { category: 'plumbing', description: 'The sink in the kitchen leaks under the cabinet.', location: 'Unit 4B, room B', urgent: true, permission_to_enter: true, preferred_times: 'Weekdays after 3 pm' };

const freshLease = keptSignableLeases({ guarantor: false });

beforeEach(async () => {
  ({ ctx, f } = await freshLease());
});
afterEach(() => ctx.close());

const count = async (table: 'tickets' | 'ticket_comments' | 'ticket_photos') => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const report = async (body: object = leak) => {
  const res = await f.agents.student.post('/api/tickets/').send(body);
  if (res.status !== 201) throw new Error(`report: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Ticket;
};
const studentEmail = async () => (await ctx.db.selectFrom('users').select('email').where('id', '=', f.agents.student.userId).executeTakeFirstOrThrow()).email;
const privateFiles = () => {
  try {
    // The lease packet's documents are private files too; photos are kept as WebP.
    return readdirSync(ctx.config.privateFilesDir).filter((n) => /^[0-9a-f]{32}\.webp$/.test(n));
  } catch {
    return [];
  }
};

describe('a student reports a problem', () => {
  it('answers the new ticket, lists it for the student and the company staff only, and records who reported it', async () => {
    const ticket = await report();
    expect(ticket).toMatchObject({ status: 'New', version: 1, category: 'plumbing', urgent: true, permission_to_enter: true, preferred_times: 'Weekdays after 3 pm', location: 'Unit 4B, room B', unit: 'A 4B', property: { id: f.propertyId, name: 'The Standard' }, student: { name: 'Jordan Rivera' }, assignee: null, comments: [], photos: [] });
    const ids = async (agent: typeof f.agents.manager) => ((await agent.get('/api/tickets/')).body as TicketSummary[]).map((t) => t.id);
    expect(await ids(f.agents.student)).toEqual([ticket.id]);
    expect(await ids(f.agents.manager)).toEqual([ticket.id]);
    expect(await ids(f.agents.maintenance)).toEqual([ticket.id]);
    expect(await ids(f.agents.stranger)).toEqual([]);
    expect(await ids(await signedInAgent(ctx, 'student', null))).toEqual([]);
    const event = await ctx.db.selectFrom('audit_events').selectAll().where('action', '=', 'ticket.report').executeTakeFirstOrThrow();
    expect([event.subject_id, event.actor_user_id, event.organization_id]).toEqual([ticket.id, f.agents.student.userId, f.orgId]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const res = await f.agents.student.post('/api/tickets/').send({ category: 'roof', description: ' ', location: '', preferred_times: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ category: [M.categoryRequired], description: [M.descriptionRequired], location: [M.locationRequired], preferred_times: [M.textTooLong(500)] });
    expect((await f.agents.student.post('/api/tickets/').send({ ...leak, status: 'Done' })).status).toBe(400);
    expect(await count('tickets')).toBe(0);
  });

  it('is refused to a student without a lease, to staff and to the signed out', async () => {
    expect((await (await signedInAgent(ctx, 'student', null)).post('/api/tickets/').send(leak)).body).toEqual({ detail: M.noLease });
    expect((await f.agents.manager.post('/api/tickets/').send(leak)).status).toBe(403);
    expect((await request(ctx.app).post('/api/tickets/').send(leak)).status).toBe(401);
    expect((await request(ctx.app).get('/api/tickets/')).status).toBe(401);
    // A void lease no longer lets its student report.
    await ctx.db.updateTable('leases').set({ status: 'Void' }).where('id', '=', f.leaseId).execute();
    expect((await f.agents.student.post('/api/tickets/').send(leak)).status).toBe(403);
    expect(await count('tickets')).toBe(0);
  });

  it('keeps a ticket from another student and another company', async () => {
    const ticket = await report();
    const other = await signedInAgent(ctx, 'student', null);
    for (const agent of [other, f.agents.stranger]) {
      expect((await agent.get(`/api/tickets/${ticket.id}/`)).status).toBe(404);
      expect((await agent.post(`/api/tickets/${ticket.id}/comments/`).send({ text: 'Hello' })).status).toBe(404);
      expect((await agent.post(`/api/tickets/${ticket.id}/photos/`).attach('photo', await pngBuffer(), 'a.png')).status).toBe(404);
    }
    expect((await f.agents.stranger.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Done' })).status).toBe(404);
    expect((await other.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Done' })).status).toBe(403);
    expect([await count('ticket_comments'), await count('ticket_photos'), privateFiles().length]).toEqual([0, 0, 0]);
  });
});

describe('staff work a ticket', () => {
  it('assign it, move it through its statuses, and the student is mailed each status', async () => {
    const ticket = await report();
    const { maintenance } = f.agents;
    const assignees = (await maintenance.get('/api/tickets/assignees/')).body as TicketAssignee[];
    expect(assignees.map((a) => a.id).sort()).toEqual([f.agents.manager.userId, maintenance.userId].sort());
    let res = await maintenance.patch(`/api/tickets/${ticket.id}/`).send({ status: 'In progress', assignee_id: maintenance.userId, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'In progress', version: 2, assignee: { id: maintenance.userId } });
    await sendHeldMessages(ctx);
    expect((await lastMailTo(ctx.db, await studentEmail())).mail?.text).toContain(`Your maintenance request #${ticket.id} is now: In progress.`);

    expect((await maintenance.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Waiting', version: 2 })).body).toEqual({ waiting_for: [M.waitingForRequired] });
    res = await maintenance.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Waiting', waiting_for: 'parts', version: 2 });
    expect(res.body).toMatchObject({ status: 'Waiting', waiting_for: 'parts' });
    await sendHeldMessages(ctx);
    expect((await lastMailTo(ctx.db, await studentEmail())).mail?.text).toContain('is now: Waiting for parts.');
    res = await maintenance.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Done', version: 3 });
    expect(res.body).toMatchObject({ status: 'Done', waiting_for: null });
    expect((res.body as Ticket).closed_at).not.toBeNull();
    // Done can be reopened; Cancelled needs a reason and is final.
    res = await f.agents.manager.patch(`/api/tickets/${ticket.id}/`).send({ status: 'In progress', version: 4 });
    expect(res.body).toMatchObject({ status: 'In progress', closed_at: null });
    expect((await f.agents.manager.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Cancelled', version: 5 })).body).toEqual({ reason: [M.reasonRequired] });
    res = await f.agents.manager.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Cancelled', reason: 'Reported twice', version: 5 });
    expect(res.body).toMatchObject({ status: 'Cancelled', cancel_reason: 'Reported twice' });
    await sendHeldMessages(ctx);
    expect((await lastMailTo(ctx.db, await studentEmail())).mail?.text).toContain('Reason: Reported twice');
    expect((await f.agents.manager.patch(`/api/tickets/${ticket.id}/`).send({ status: 'In progress' })).body).toEqual({ detail: M.badTransition('Cancelled', 'In progress') });
    const actions = await ctx.db.selectFrom('audit_events').select(['action', 'details']).where('action', '=', 'ticket.update').orderBy('id').execute();
    expect(actions.map((a) => JSON.parse(a.details).status)).toEqual(['In progress', 'Waiting', 'Done', 'In progress', 'Cancelled']);
  });

  it('refuses a stale save, an unknown status, an assignee who is not the company staff, and an empty change', async () => {
    const ticket = await report();
    const { manager, maintenance } = f.agents;
    const [a, b] = await Promise.all([
      manager.patch(`/api/tickets/${ticket.id}/`).send({ assignee_id: manager.userId, version: 1 }),
      maintenance.patch(`/api/tickets/${ticket.id}/`).send({ assignee_id: maintenance.userId, version: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body).toEqual({ detail: CONFLICT_MESSAGES.staleVersion });
    expect((await manager.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Fixed' })).body).toEqual({ status: [M.statusUnknown] });
    expect((await manager.patch(`/api/tickets/${ticket.id}/`).send({ assignee_id: f.agents.stranger.userId })).body).toEqual({ assignee_id: [M.assigneeNotStaff] });
    expect((await manager.patch(`/api/tickets/${ticket.id}/`).send({ assignee_id: f.agents.student.userId })).body).toEqual({ assignee_id: [M.assigneeNotStaff] });
    expect((await manager.patch(`/api/tickets/${ticket.id}/`).send({})).body).toEqual({ detail: M.nothingToChange });
    expect((await manager.patch(`/api/tickets/${ticket.id}/`).send({ assignee_id: null })).body).toMatchObject({ assignee: null, version: 3 });
    expect(await ctx.db.selectFrom('audit_events').select('id').where('action', '=', 'ticket.update').execute()).toHaveLength(2);
  });
});

describe('comments', () => {
  it('shows the student only the comments meant for them, and mails those', async () => {
    const ticket = await report();
    const { manager, student } = f.agents;
    expect((await manager.post(`/api/tickets/${ticket.id}/comments/`).send({ text: 'Needs a new trap; order it.' })).status).toBe(201);
    const before = (await lastMailTo(ctx.db, await studentEmail())).mail?.id;
    const visible = await manager.post(`/api/tickets/${ticket.id}/comments/`).send({ text: 'We will come Tuesday morning.', visible_to_student: true });
    expect((visible.body as Ticket).comments.map((c) => [c.text, c.visible_to_student])).toEqual([['Needs a new trap; order it.', false], ['We will come Tuesday morning.', true]]);
    await sendHeldMessages(ctx);
    const mail = (await lastMailTo(ctx.db, await studentEmail())).mail!;
    expect(mail.id).not.toBe(before);
    expect(mail.text).toContain('> We will come Tuesday morning.');
    const mine = await student.post(`/api/tickets/${ticket.id}/comments/`).send({ text: 'Thanks, Tuesday works.', visible_to_student: false });
    expect((mine.body as Ticket).comments.map((c) => [c.text, c.by_student])).toEqual([['We will come Tuesday morning.', false], ['Thanks, Tuesday works.', true]]);
    expect(((await student.get(`/api/tickets/${ticket.id}/`)).body as Ticket).comments).toHaveLength(2);
    expect(((await f.agents.maintenance.get(`/api/tickets/${ticket.id}/`)).body as Ticket).comments).toHaveLength(3);
    expect((await student.post(`/api/tickets/${ticket.id}/comments/`).send({ text: ' ' })).body).toEqual({ text: [M.commentRequired] });
    await manager.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Done' });
    expect((await student.post(`/api/tickets/${ticket.id}/comments/`).send({ text: 'Still leaking' })).body).toEqual({ detail: M.closed });
    expect(await count('ticket_comments')).toBe(3);
  });
});

describe('photos', () => {
  it('keeps up to five of the student, re-encoded without the camera metadata, served only to the student and the company staff', async () => {
    const ticket = await report();
    const withExif = await sharp(await jpegBuffer(640, 480)).withExif({ IFD0: { Artist: 'Phone of Jordan', Copyright: 'GPS 40.7,-74.0' } }).jpeg().toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await f.agents.student.post(`/api/tickets/${ticket.id}/photos/`).attach('photo', withExif, 'leak.jpg');
    expect(res.status).toBe(201);
    const [photo] = (res.body as Ticket).photos;
    expect(photo).toMatchObject({ stage: 'report', original_name: 'leak.jpg' });
    for (const agent of [f.agents.student, f.agents.manager, f.agents.maintenance]) {
      const got = await agent.get(photo!.url).buffer(true).parse(binary);
      expect([got.status, got.headers['content-type'], got.headers['cache-control']]).toEqual([200, 'image/webp', 'private, no-store']);
      const meta = await sharp(got.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 640, undefined]);
    }
    expect((await (await signedInAgent(ctx, 'student', null)).get(photo!.url)).status).toBe(404);
    expect((await f.agents.stranger.get(photo!.url)).status).toBe(404);
    expect((await request(ctx.app).get(photo!.url)).status).toBe(401);
    expect((await f.agents.student.get(`/api/tickets/${ticket.id}/photos/${photo!.id + 100}/`)).status).toBe(404);

    for (let i = 0; i < 4; i++) expect((await f.agents.student.post(`/api/tickets/${ticket.id}/photos/`).attach('photo', await pngBuffer(), `p${i}.png`)).status).toBe(201);
    expect((await f.agents.student.post(`/api/tickets/${ticket.id}/photos/`).attach('photo', await pngBuffer(), 'p6.png')).body).toEqual({ detail: M.tooManyPhotos });
    // Staff's photos of the work done are counted apart.
    const done = await f.agents.maintenance.post(`/api/tickets/${ticket.id}/photos/`).attach('photo', await pngBuffer(), 'fixed.png');
    expect((done.body as Ticket).photos.filter((p) => p.stage === 'completion')).toHaveLength(1);
    expect([await count('ticket_photos'), privateFiles().length]).toEqual([6, 6]);
  });

  it('refuses a wrong type, a damaged file, a missing file and a closed ticket, leaving no file behind', async () => {
    const ticket = await report();
    const send = (bytes: Buffer, name: string) => f.agents.student.post(`/api/tickets/${ticket.id}/photos/`).attach('photo', bytes, name);
    expect((await send(Buffer.from('not an image at all'), 'leak.jpg')).body).toEqual({ detail: API_ERRORS.unsupportedImageType });
    expect((await send(await truncatedJpeg(), 'cut.jpg')).body).toEqual({ detail: API_ERRORS.unreadableImage });
    expect((await send(Buffer.alloc(5 * 1024 * 1024 + 10, 0xff), 'huge.jpg')).status).toBe(413);
    expect((await f.agents.student.post(`/api/tickets/${ticket.id}/photos/`).field('x', 'y')).body).toEqual({ photo: [API_ERRORS.fileMissing] });
    await f.agents.manager.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Done' });
    expect((await send(await pngBuffer(), 'late.png')).body).toEqual({ detail: M.closed });
    expect([await count('ticket_photos'), privateFiles().length]).toEqual([0, 0]);
  });
});

describe('what a caller may do now (can, from the lifecycle table)', () => {
  it('lets staff take the moves the status allows and edit, and the student reply while the ticket is open', async () => {
    const { manager, maintenance, student } = f.agents;
    const ticket = await report();
    const can = async (agent: typeof manager) => ((await agent.get(`/api/tickets/${ticket.id}/`)).body as Ticket).can;
    const pageCan = async () => (await getStudentMaintenance(ctx.db, student.userId)).tickets.map((t) => t.can);
    expect(ticket.can).toEqual(['reply']);
    expect(await can(manager)).toEqual(['start', 'wait', 'finish', 'cancel', 'edit']);
    expect(await can(maintenance)).toEqual(['start', 'wait', 'finish', 'cancel', 'edit']);
    expect(await can(student)).toEqual(['reply']);
    expect(await pageCan()).toEqual([['reply']]);

    const done = await maintenance.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Done', version: 1 });
    expect((done.body as Ticket).can).toEqual(['reopen', 'edit']);
    expect(await can(student)).toEqual([]);
    expect(await pageCan()).toEqual([[]]);
    const reopened = await manager.patch(`/api/tickets/${ticket.id}/`).send({ status: 'In progress', version: 2 });
    expect((reopened.body as Ticket).can).toEqual(['wait', 'finish', 'cancel', 'edit']);
    const cancelled = await manager.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Cancelled', reason: 'Reported twice', version: 3 });
    expect((cancelled.body as Ticket).can).toEqual(['edit']);
    // A cancelled ticket still takes an assignee (an edit), never a move.
    expect((await manager.patch(`/api/tickets/${ticket.id}/`).send({ assignee_id: maintenance.userId, version: 4 })).body).toMatchObject({ status: 'Cancelled', assignee: { id: maintenance.userId } });
    expect((await manager.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Done', version: 5 })).body).toEqual({ detail: M.badTransition('Cancelled', 'Done') });
  });

  it('gives two moves from the same version one winner, and records one: the other is refused as stale', async () => {
    const ticket = await report();
    const { manager, maintenance } = f.agents;
    // Each move is allowed from the other's status too: only the guarded write tells them apart.
    const [a, b] = await Promise.all([
      manager.patch(`/api/tickets/${ticket.id}/`).send({ status: 'In progress', version: 1 }),
      maintenance.patch(`/api/tickets/${ticket.id}/`).send({ status: 'Waiting', waiting_for: 'access', version: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body).toEqual({ detail: CONFLICT_MESSAGES.staleVersion });
    const winner = [a, b].find((r) => r.status === 200)!.body as Ticket;
    expect((await ctx.db.selectFrom('tickets').select('status').where('id', '=', ticket.id).executeTakeFirstOrThrow()).status).toBe(winner.status);
    expect(await ctx.db.selectFrom('audit_events').select('id').where('action', '=', 'ticket.update').execute()).toHaveLength(1);
  });
});
