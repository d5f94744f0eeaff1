import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createMessageQueue } from '../../server/services/messaging/queue';
import { TICKET_MAIL_WINDOW_MS } from '../../shared/tickets/ticket-mail-changes';
import type { Ticket } from '../../shared/tickets/ticket-types';
import { keptSignableLeases, type buildSignableLease } from '../helpers/lease-fixture';
import { sendHeldMessages } from '../helpers/outbox';
import type { TestContext } from '../helpers/test-app';

/**
 * Issue 45: changes to one maintenance request within ten minutes reach its student as one mail,
 * held in the message queue (so any instance sends it, after a restart too), not in a timer.
 */
let ctx: TestContext;
let f: Awaited<ReturnType<typeof buildSignableLease>>;
const freshLease = keptSignableLeases({ guarantor: false });
beforeEach(async () => {
  ({ ctx, f } = await freshLease());
});
afterEach(() => ctx.close());

const leak = { category: 'plumbing', description: 'The sink in the kitchen leaks under the cabinet.', location: 'Unit 4B' };
const studentEmail = async () => (await ctx.db.selectFrom('users').select('email').where('id', '=', f.agents.student.userId).executeTakeFirstOrThrow()).email;
const mailsTo = async (to: string) => ctx.db.selectFrom('outbox').select(['subject', 'text', 'html']).where('to', '=', to).where('subject', 'like', '%maintenance request%').orderBy('id').execute();
const ticketRows = () => ctx.db.selectFrom('messages').select(['id', 'status', 'send_after', 'text']).where('event', '=', 'ticket_updated').orderBy('id').execute();
async function report(): Promise<number> {
  const res = await f.agents.student.post('/api/tickets/').send(leak);
  expect(res.status).toBe(201);
  return (res.body as Ticket).id;
}
const move = async (id: number, body: object) => expect((await f.agents.maintenance.patch(`/api/tickets/${id}/`).send(body)).status).toBe(200);
const comment = async (id: number, text: string) => expect((await f.agents.manager.post(`/api/tickets/${id}/comments/`).send({ text, visible_to_student: true })).status).toBe(201);
/** Moves every held message's time back by `ms`, as if that much time had passed. */
const age = async (ms: number) => {
  for (const row of await ticketRows()) {
    if (row.send_after) await ctx.db.updateTable('messages').set({ send_after: new Date(Date.parse(row.send_after) - ms).toISOString() }).where('id', '=', row.id).execute();
  }
};

describe('changes to one maintenance request within ten minutes', () => {
  it('go out as one mail naming each of them, held until the window closes', async () => {
    const id = await report();
    const before = Date.now();
    await move(id, { status: 'In progress', version: 1 });
    await comment(id, 'We will come Tuesday morning.');
    await move(id, { status: 'Waiting', waiting_for: 'parts', version: 2 });
    const rows = await ticketRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('queued');
    // Held for the window from the first change, not from the last.
    expect(Date.parse(rows[0]!.send_after!)).toBeGreaterThanOrEqual(before + TICKET_MAIL_WINDOW_MS - 1000);
    expect(Date.parse(rows[0]!.send_after!)).toBeLessThanOrEqual(Date.now() + TICKET_MAIL_WINDOW_MS);

    // The queue does not send it before its time.
    ctx.app.locals.messageQueue.kick();
    await ctx.app.locals.messageQueue.idle();
    const to = await studentEmail();
    expect(await mailsTo(to)).toEqual([]);

    await sendHeldMessages(ctx);
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Your maintenance request #${id} changed 3 times:`);
    expect(mails[0]!.text).toContain('Now: In progress.');
    expect(mails[0]!.text).toContain('> We will come Tuesday morning.');
    expect(mails[0]!.text).toContain('Now: Waiting for parts.');
    expect(mails[0]!.text.indexOf('In progress')).toBeLessThan(mails[0]!.text.indexOf('Waiting for parts'));
    expect(mails[0]!.html).toContain('<blockquote');
    expect((await ticketRows()).map((r) => r.status)).toEqual(['kept']);
  });

  it('a change after the ten minutes goes in a second mail, even while the first still waits for the queue', async () => {
    const id = await report();
    await move(id, { status: 'In progress', version: 1 });
    await age(TICKET_MAIL_WINDOW_MS + 1000);
    await move(id, { status: 'Done', version: 2 });
    expect((await ticketRows()).map((r) => r.status)).toEqual(['queued', 'queued']);
    await sendHeldMessages(ctx);
    const mails = await mailsTo(await studentEmail());
    expect(mails.map((m) => m.text.split('\n')[0])).toEqual([`Your maintenance request #${id} is now: In progress.`, `Your maintenance request #${id} is now: Done.`]);
    // And a change after the first went out starts a mail of its own.
    await move(id, { status: 'In progress', version: 3 });
    await sendHeldMessages(ctx);
    expect(await mailsTo(await studentEmail())).toHaveLength(3);
  });

  it('one change alone reads as it always did, and a comment of the student’s own or hidden from them queues nothing', async () => {
    const id = await report();
    expect((await f.agents.student.post(`/api/tickets/${id}/comments/`).send({ text: 'Any news?' })).status).toBe(201);
    expect((await f.agents.manager.post(`/api/tickets/${id}/comments/`).send({ text: 'Order a trap.' })).status).toBe(201);
    expect(await ticketRows()).toEqual([]);
    await comment(id, 'Tuesday it is.');
    await sendHeldMessages(ctx);
    const [mail] = await mailsTo(await studentEmail());
    const [first, blank, quote] = mail!.text.split('\n');
    expect([blank, quote]).toEqual(['', '> Tuesday it is.']);
    expect(first).toMatch(new RegExp(`^\\S.* commented on your maintenance request #${id}:$`));
  });

  it('a refused change queues nothing', async () => {
    const id = await report();
    expect((await f.agents.maintenance.patch(`/api/tickets/${id}/`).send({ status: 'Waiting', version: 1 })).status).toBe(400);
    expect((await f.agents.stranger.patch(`/api/tickets/${id}/`).send({ status: 'Done' })).status).toBe(404);
    expect((await f.agents.student.patch(`/api/tickets/${id}/`).send({ status: 'Done' })).status).toBe(403);
    expect(await ticketRows()).toEqual([]);
  });

  it('is sent by another instance once due, the first one having stopped (nothing lives in a timer)', async () => {
    const id = await report();
    await move(id, { status: 'In progress', version: 1 });
    await comment(id, 'On our way.');
    await age(TICKET_MAIL_WINDOW_MS);
    // A second process on the same database, started after the first stopped sending.
    const other = createMessageQueue({ db: ctx.db, mailer: ctx.mailer, logger: ctx.logger, holder: 'web-2 0.0.0.0:3001' });
    const stop = other.start();
    await other.idle();
    await stop();
    const mails = await mailsTo(await studentEmail());
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('changed 2 times:');
  });
});
