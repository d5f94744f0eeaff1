import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { API_ERRORS } from '../../shared/messages';
import { pageTitle } from '../../shared/page-title';
import { MY_MAINTENANCE_TEXTS as T } from '../../shared/tickets/my-maintenance';
import { STUDENT_MAINTENANCE_PATH as PAGE, TICKET_MESSAGES as M } from '../../shared/tickets/ticket-texts';
import type { Ticket } from '../../shared/tickets/ticket-types';
import { buildSignableLease } from '../helpers/lease-fixture';
import { pngBuffer, truncatedJpeg } from '../helpers/files';
import { signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/** The student's Maintenance page (server-rendered; its form is an island that also posts without JavaScript). */

let ctx: TestContext;
let f: Awaited<ReturnType<typeof buildSignableLease>>;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let otherStudent: Agent;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await buildSignableLease(ctx, { guarantor: false });
  otherStudent = await signedInAgent(ctx, 'student', null);
});
afterAll(() => ctx.close());

const text = (html: string) => html.replace(/<!-- -->/g, '');
const ticketCount = async () => Number((await ctx.db.selectFrom('tickets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const photoFiles = () => readdirSync(ctx.config.privateFilesDir).filter((n) => n.endsWith('.webp')).length;
/** The form posted as a browser without JavaScript posts it (multipart, same origin). */
function post(agent: Agent, fields: Record<string, string>, photos: [Buffer, string][] = []) {
  let req = agent.post(PAGE).set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const [bytes, name] of photos) req = req.attach('photos', bytes, name);
  if (!photos.length) req = req.attach('photos', Buffer.alloc(0), '');
  return req;
}
const leak = { category: 'plumbing', location: 'Building A, unit 4B, room B', description: 'Water under the sink.', urgent: 'on', preferred_times: 'Mornings' };

describe('who sees the Maintenance page', () => {
  it('sends a signed-out visitor to sign in and back, refuses staff, and tells a student without a lease', async () => {
    const anonymous = await request(ctx.app).get(PAGE);
    expect([anonymous.status, anonymous.headers.location]).toEqual([302, '/new/login?redirect=%2Fnew%2Ftenant%2Fmaintenance']);
    expect((await f.agents.manager.get(PAGE)).status).toBe(403);
    const other = await otherStudent.get(PAGE);
    expect(other.status).toBe(200);
    expect(other.text).toContain(T.noLease);
    expect(other.text).not.toContain('data-island="report-problem"');
    expect((await post(otherStudent, leak)).text).toContain(M.noLease);
    expect(await ticketCount()).toBe(0);
  });

  it('shows a student with a lease the form, the bed prefilled as the place, never cached', async () => {
    const res = await f.agents.student.get(PAGE);
    expect([res.status, res.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect(res.text).toContain(`<title>${pageTitle(T.title)}</title>`);
    expect(res.text).toContain('data-island="report-problem"');
    expect(res.text).toContain('value="A, Floor 2, Unit 4B, Room B"');
    expect(text(res.text)).toContain(T.noTickets);
    expect((await f.agents.student.get('/new/tenant/lease')).text).toContain(`href="${PAGE}"`);
  });
});

describe('reporting without JavaScript', () => {
  it('shows the messages and what was typed, and writes nothing, when a field is refused', async () => {
    const res = await post(f.agents.student, { ...leak, category: '', description: ' ' });
    expect(res.status).toBe(400);
    const html = text(res.text);
    expect(html).toContain(M.categoryRequired);
    expect(html).toContain(M.descriptionRequired);
    expect(html).toContain('Mornings');
    expect(await ticketCount()).toBe(0);
  });

  it('keeps the report only with all its photos: a damaged one or a sixth refuses it, leaving no file', async () => {
    const cut = await post(f.agents.student, leak, [[await pngBuffer(), 'ok.png'], [await truncatedJpeg(), 'cut.jpg']]);
    expect(cut.status).toBe(400);
    expect(text(cut.text)).toContain(API_ERRORS.unreadableImage);
    const six = await post(f.agents.student, leak, await Promise.all([1, 2, 3, 4, 5, 6].map(async (i) => [await pngBuffer(), `p${i}.png`] as [Buffer, string])));
    expect(six.status).toBe(400);
    expect(text(six.text)).toContain(M.tooManyPhotos);
    expect([await ticketCount(), photoFiles()]).toEqual([0, 0]);
  });

  it('sends the report with its photos and opens the page on it', async () => {
    const res = await post(f.agents.student, leak, [[await pngBuffer(), 'sink.png'], [await pngBuffer(), 'floor.png']]);
    expect(res.status).toBe(303);
    const [ticket] = (await f.agents.student.get('/api/tickets/')).body as Ticket[];
    expect(res.headers.location).toBe(`${PAGE}?sent=${ticket!.id}#ticket-${ticket!.id}`);
    const detail = (await f.agents.student.get(`/api/tickets/${ticket!.id}/`)).body as Ticket;
    expect(detail).toMatchObject({ category: 'plumbing', urgent: true, permission_to_enter: false, preferred_times: 'Mornings', status: 'New' });
    expect(detail.photos.map((p) => p.original_name)).toEqual(['sink.png', 'floor.png']);
    const html = text((await f.agents.student.get(res.headers.location!)).text);
    expect(html).toContain(T.sent(ticket!.id));
    expect(html).toContain(`#${ticket!.id} · Plumbing`);
    expect(html).toContain('Water under the sink.');
    expect(html.match(/src="\/api\/tickets\/\d+\/photos\/\d+\/"/g)).toHaveLength(2);
  });

  it('shows the status and the comments meant for the student, not the internal ones', async () => {
    const [ticket] = (await f.agents.student.get('/api/tickets/')).body as Ticket[];
    await f.agents.maintenance.post(`/api/tickets/${ticket!.id}/comments/`).send({ text: 'Internal: trap is corroded.' });
    await f.agents.maintenance.post(`/api/tickets/${ticket!.id}/comments/`).send({ text: 'Fixed the trap under your sink.', visible_to_student: true });
    await f.agents.maintenance.patch(`/api/tickets/${ticket!.id}/`).send({ status: 'Waiting', waiting_for: 'parts' });
    const html = text((await f.agents.student.get(PAGE)).text);
    expect(html).toContain('Waiting for parts');
    expect(html).toContain('Fixed the trap under your sink.');
    expect(html).not.toContain('trap is corroded');
    // Another student sees none of it.
    expect(text((await otherStudent.get(PAGE)).text)).not.toContain('Water under the sink.');
  });

  it('takes the student’s message on an open request, and refuses an empty one, another’s request and a closed one', async () => {
    const [ticket] = (await f.agents.student.get('/api/tickets/')).body as Ticket[];
    const reply = (agent: Agent, fields: Record<string, string>) => agent.post(PAGE).set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin').field(fields);
    const sent = await reply(f.agents.student, { reply_to: String(ticket!.id), text: 'The part can be left with the front desk.' });
    expect([sent.status, sent.headers.location]).toEqual([303, `${PAGE}#ticket-${ticket!.id}`]);
    expect(text((await f.agents.student.get(PAGE)).text)).toContain('The part can be left with the front desk.');
    const empty = await reply(f.agents.student, { reply_to: String(ticket!.id), text: '  ' });
    expect(empty.status).toBe(400);
    expect(text(empty.text)).toContain(M.commentRequired);
    expect((await reply(otherStudent, { reply_to: String(ticket!.id), text: 'Hi' })).status).toBe(404);
    expect((await f.agents.student.get(PAGE)).text).toContain(`name="reply_to" value="${ticket!.id}"`);
    await f.agents.maintenance.patch(`/api/tickets/${ticket!.id}/`).send({ status: 'Done' });
    // A closed request shows no reply form (its answer's can has no reply).
    expect((await f.agents.student.get(PAGE)).text).not.toContain(`name="reply_to" value="${ticket!.id}"`);
    const late = await reply(f.agents.student, { reply_to: String(ticket!.id), text: 'Still dripping' });
    expect(late.status).toBe(409);
    const comments = await ctx.db.selectFrom('ticket_comments').select('text').where('ticket_id', '=', ticket!.id).where('by_student', '=', 1).execute();
    expect(comments.map((c) => c.text)).toEqual(['The part can be left with the front desk.']);
  });
});
