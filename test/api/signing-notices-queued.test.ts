import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import request from 'supertest';
import { buildUser } from '../helpers/factories';
import { fillEverySlot } from '../helpers/executed-lease';
import { buildSignableLease, GUARANTOR_EMAIL, signaturePng } from '../helpers/lease-fixture';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * Issue 46: the signing notices (the tenant's "ready to sign", the guarantor's invitation and a new
 * link, the managers' "awaits your countersignature" and "declined") are written to the message queue
 * in the transaction of the change they announce, and sent after the commit. Here the app's mail
 * server accepts connections and never greets (nodemailer waits 30 s for a greeting): every request
 * still answers at once, its notices wait in `messages`, and a change that rolls back queues nothing.
 */

/** A mail server that takes connections and never says a word: a client waits for its greeting. */
async function silentMailServer() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.length,
    // Closed, the queue's sends fail at once instead of waiting out the greeting (the context's close waits for the queue).
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}

const SECOND_MANAGER = 'zz.second.manager@example.com';

let silent: Awaited<ReturnType<typeof silentMailServer>>;
let ctx: TestContext;
let f: Awaited<ReturnType<typeof buildSignableLease>>;
let signature: string;

beforeAll(async () => {
  silent = await silentMailServer();
  ctx = await createTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${silent.port}` } });
  f = await buildSignableLease(ctx, { choose: false });
  await buildUser(ctx.db, 'manager', { organizationId: f.orgId, email: SECOND_MANAGER });
  signature = await signaturePng();
}, 120_000);

afterAll(async () => {
  await silent?.close();
  await ctx?.close();
});

const signing = () => `/api/leases/${f.leaseId}/signing`;
const emailOf = async (userId: number) => (await ctx.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
const messagesTo = (to: string) => ctx.db.selectFrom('messages').select(['event', 'subject', 'status', 'user_id', 'lease_id', 'secret_link']).where('to', '=', to).where('channel', '=', 'email').orderBy('id').execute();
const leaseEvents = async () =>
  (await ctx.db.selectFrom('audit_events').select(['action', 'actor_user_id', 'details']).where('subject_table', '=', 'leases').where('subject_id', '=', f.leaseId).orderBy('id').execute()).map((e) => ({
    action: e.action,
    actor_user_id: e.actor_user_id,
    role: (JSON.parse(e.details) as { role?: string }).role,
  }));
const waiting = ['queued', 'sending'];
const postgres = () => !!ctx.config.databaseUrl;

/** Makes the database refuse a message to the address, so the transaction that writes it rolls back. */
async function refuseMailTo(to: string): Promise<() => Promise<void>> {
  if (postgres()) {
    await sql.raw(`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW."to" = '${to}' THEN RAISE EXCEPTION 'mail refused'; END IF; RETURN NEW; END $$`).execute(ctx.db);
    await sql.raw('CREATE TRIGGER refuse_mail BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION refuse_mail()').execute(ctx.db);
    return async () => {
      await sql.raw('DROP TRIGGER refuse_mail ON messages').execute(ctx.db);
      await sql.raw('DROP FUNCTION refuse_mail()').execute(ctx.db);
    };
  }
  await sql.raw(`CREATE TRIGGER refuse_mail BEFORE INSERT ON messages WHEN NEW."to" = '${to}' BEGIN SELECT RAISE(ABORT, 'mail refused'); END`).execute(ctx.db);
  return async () => void (await sql.raw('DROP TRIGGER refuse_mail').execute(ctx.db));
}

describe('the signing notices while the mail server never answers', () => {
  it('the plan choice, the completes, a new guarantor link and a decline answer while the mail server never greets; their notices wait in the queue, not sent inside the request; a rolled-back complete queues nothing', async () => {
    const { student, manager } = f.agents;
    const [studentEmail, managerEmail] = [await emailOf(student.userId), await emailOf(manager.userId)];

    // The student chooses the plan: the packet is made and the answer does not wait for the mail server.
    const chosen = await student.put(`/api/leases/${f.leaseId}/plan/`).send({ payment_plan_id: f.planId });
    expect(chosen.status).toBe(200);
    const ready = await messagesTo(studentEmail);
    expect(ready).toEqual([{ event: 'lease_ready_to_sign', subject: 'Campus Edge Living: your lease is ready to sign', status: expect.any(String), user_id: student.userId, lease_id: f.leaseId, secret_link: null }]);
    expect(waiting).toContain(ready[0]!.status);
    // The notice's event follows the plan's, the product's own act.
    expect((await leaseEvents()).slice(-2)).toEqual([
      { action: 'lease.plan', actor_user_id: student.userId, role: undefined },
      { action: 'lease.sent', actor_user_id: null, role: 'tenant' },
    ]);
    // The queue has taken it to a server that never greets.
    for (let i = 0; i < 100 && silent.connections() === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(silent.connections()).toBeGreaterThan(0);

    // The tenant completes: the guarantor's invitation, with her secret link, waits beside its text.
    await fillEverySlot(student, signing(), signature);
    const completed = await student.post(`${signing()}/complete/`);
    expect(completed.status).toBe(200);
    const invited = await messagesTo(GUARANTOR_EMAIL);
    expect(invited).toEqual([{ event: 'guarantor_invitation', subject: 'Campus Edge Living: a lease guaranty for you to sign', status: expect.any(String), user_id: null, lease_id: f.leaseId, secret_link: expect.stringMatching(/\/new\/sign\/\S+$/) }]);
    expect(waiting).toContain(invited[0]!.status);
    expect((await leaseEvents()).slice(-2)).toEqual([
      { action: 'lease.sign', actor_user_id: student.userId, role: 'tenant' },
      { action: 'lease.link_sent', actor_user_id: null, role: 'guarantor' },
    ]);

    // A manager sends her a new link: answered at once, the manager's act, queued with the link.
    const resent = await manager.post(`/api/leases/${f.leaseId}/guarantor-link/`);
    expect(resent.status).toBe(200);
    const reinvited = await messagesTo(GUARANTOR_EMAIL);
    expect(reinvited).toHaveLength(2);
    expect(waiting).toContain(reinvited[1]!.status);
    expect(reinvited[1]!.secret_link).not.toBe(invited[0]!.secret_link);
    expect((await leaseEvents()).slice(-1)).toEqual([{ action: 'lease.link_sent', actor_user_id: manager.userId, role: 'guarantor' }]);
    const guarantor = request(ctx.app);
    const link = `/api/sign/${reinvited[1]!.secret_link!.split('/').pop()!}`;
    await fillEverySlot(guarantor, link, signature);

    // Her complete, with the second manager's notice refused by the database: it rolls back whole.
    const eventsBefore = await leaseEvents();
    const allow = await refuseMailTo(SECOND_MANAGER);
    try {
      const refused = await guarantor.post(`${link}/complete/`);
      expect(refused.status).toBe(500);
    } finally {
      await allow();
    }
    expect(await messagesTo(managerEmail)).toEqual([]);
    expect(await messagesTo(SECOND_MANAGER)).toEqual([]);
    expect(await leaseEvents()).toEqual(eventsBefore);
    expect(await ctx.db.selectFrom('lease_signing_steps').select('id').where('lease_id', '=', f.leaseId).where('role', '=', 'guarantor').where('step', '=', 'complete').execute()).toEqual([]);

    // Again, accepted: both managers' notices wait in the queue.
    const countersign = await guarantor.post(`${link}/complete/`);
    expect(countersign.status).toBe(200);
    for (const to of [managerEmail, SECOND_MANAGER]) {
      const rows = await messagesTo(to);
      expect(rows).toEqual([{ event: 'lease_ready_to_sign', subject: 'Campus Edge Living: a lease awaits your countersignature', status: expect.any(String), user_id: null, lease_id: f.leaseId, secret_link: null }]);
      expect(waiting).toContain(rows[0]!.status);
    }
    expect((await leaseEvents()).slice(-2)).toEqual([
      { action: 'lease.sign', actor_user_id: null, role: 'guarantor' },
      { action: 'lease.sent', actor_user_id: null, role: 'landlord' },
    ]);

    // The landlord declines instead: answered at once, the managers' notice queued with it.
    const declined = await manager.post(`${signing()}/decline/`).send({ reason: 'The bed was double-booked.' });
    expect(declined.status).toBe(200);
    for (const to of [managerEmail, SECOND_MANAGER]) {
      const rows = await messagesTo(to);
      expect(rows[1]).toEqual({ event: null, subject: 'Campus Edge Living: a lease was declined', status: expect.any(String), user_id: null, lease_id: f.leaseId, secret_link: null });
      expect(waiting).toContain(rows[1]!.status);
    }
    // Every notice is in the queue's table, and none reached anyone through the silent server (each
    // waits its turn there, 30 s apart: one the queue gave up on is recorded failed, not lost).
    const all = await ctx.db.selectFrom('messages').select('status').where('lease_id', '=', f.leaseId).execute();
    expect(all).toHaveLength(7);
    expect(all.filter((row) => row.status === 'sent' || row.status === 'kept')).toEqual([]);
  }, 120_000);
});
