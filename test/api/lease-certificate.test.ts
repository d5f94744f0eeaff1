import { afterAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { leaseEventText } from '../../shared/leases/lease-event-texts';
import type { LeaseHistoryEvent } from '../../shared/leases/lease-types';
import type { SigningState } from '../../shared/leases/signing-types';
import { recordAuditEvent } from '../../server/audit/record-event';
import { recordUntypedAuditEvent } from '../helpers/legacy-audit';
import { binary, settledState, type Caller } from '../helpers/executed-lease';
import { lastMailTo } from '../helpers/outbox';
import { freshSignableLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';
import { popplerTools } from '../unit/poppler';

let ctx: TestContext;
let f: SignableLease;
let signature: string;
const tools = popplerTools('lease-certificate-');

const anonymous = (): Caller => request(ctx.app);
const leaseAt = () => `/api/leases/${f.leaseId}/signing`;
const emailOf = async (userId: number) => (await ctx.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

afterAll(() => tools.remove());
freshSignableLeases({}, (made) => ({ ctx, f, signature } = made));

/**
 * Signs as one signer: consents, fills each of their places, completes. Answers the sentences the
 * history must hold for these requests, naming `who`, and the final state.
 */
async function signAs(caller: Caller, base: string, who: string, openedBefore = false): Promise<{ said: string[]; state: SigningState }> {
  const said: string[] = [];
  expect((await caller.post(`${base}/consent/`)).status).toBe(200);
  said.push(`${who} agreed to sign electronically`);
  const state = (await caller.get(`${base}/`)).body as SigningState;
  // A signer's first read of the packet on their turn is their opening it (recorded once).
  if (!openedBefore) said.push(`${who} opened the documents to sign`);
  for (const slot of state.slots) {
    expect((await caller.put(`${base}/slots/${slot.id}/`).send(slot.kind === 'date' ? {} : { image: signature })).status).toBe(200);
    said.push(`${who} applied ${slot.caption} on page ${slot.page} of ${slot.document_name}`);
  }
  const done = await caller.post(`${base}/complete/`);
  expect(done.status).toBe(200);
  said.push(`${who} signed`);
  // The last complete answers "Finishing…" (issue 46): the state once its execution job is done.
  return { said, state: (done.body as SigningState).finishing ? await settledState(caller, base) : (done.body as SigningState) };
}

// A row's time: UTC, then the company's clock (with its date when that differs), months by their names.
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = new RegExp(`${MONTH} \\d{1,2}, \\d{4}, \\d{1,2}:\\d\\d:\\d\\d [AP]M UTC \\(\\d{1,2}:\\d\\d:\\d\\d [AP]M [^),]+(?:, ${MONTH} \\d{1,2}(?:, \\d{4})?)?\\)`, 'g');
/** A row's event alone: its address (which may fall between the lines of a long event), and a page's footer and next header, cut. */
const eventOf = (row: string) =>
  row
    .replace(/ Packet ID [0-9A-F-]+ · Verify at \S+/g, '')
    .replace(/ Page \d+ of \d+/g, '')
    .replace(/ Campus Edge Living(?= |$)/g, '').replace(/ (?:127\.0\.0\.1|::ffff:127\.0\.0\.1|::1|—)(?= |$)/g, '').trim();

describe('the certificate of a three-signer packet', () => {
  it('names, for each event, the person whose request it was and the role they acted in, the product for what it sent, and closes with the execution', async () => {
    const { student, manager } = f.agents;
    // The company's zone, not the server's: every time is told in UTC and in it.
    await ctx.db.updateTable('organizations').set({ time_zone: 'Asia/Seoul' }).where('id', '=', f.orgId).execute();
    const expected = [
      'Morgan Lee (Manager) assigned the bed',
      'Jordan Rivera (Tenant) chose the payment plan; the documents were issued',
      `Sent automatically: e-mail asking the tenant to sign (${await emailOf(student.userId)})`,
    ];

    const tenant = await signAs(student, leaseAt(), 'Jordan Rivera (Tenant)');
    expected.push(...tenant.said);
    // The tenant's completion made it the guarantor's turn: the product sent her link, not the tenant.
    expected.push('Sent automatically: signing link to the guarantor (zoe@example.com)');

    const token = (await lastMailTo(ctx.db, 'zoe@example.com')).token!;
    const g = (await anonymous().get(`/api/sign/${token}/`)).body as SigningState;
    expected.push('Zoë Ñúñez (Guarantor) opened the signing link', 'Zoë Ñúñez (Guarantor) opened the documents to sign');
    const guaranty = g.documents.find((d) => d.name === 'Guaranty')!;
    expect((await anonymous().get(`/api/sign/${token}/documents/${guaranty.id}/html/`)).status).toBe(200);
    expected.push('Zoë Ñúñez (Guarantor) read Guaranty');
    expected.push(...(await signAs(anonymous(), `/api/sign/${token}`, 'Zoë Ñúñez (Guarantor)', true)).said);
    // Her completion made it the landlord's turn: the product asked the managers, not the guarantor.
    expected.push('Sent automatically: e-mail asking the managers to countersign');

    const landlord = await signAs(manager, leaseAt(), 'Morgan Lee (Landlord)');
    expected.push(...landlord.said);
    expect(landlord.state.lease_status).toBe('Executed');

    const certificate = await manager.get(landlord.state.certificate_url!).buffer(true).parse(binary);
    expect(certificate.status).toBe(200);
    const text = tools.text(certificate.body as Buffer).replace(/\s+/g, ' ');
    // The bed by its premises label; the company's zone stated (facts read label column first).
    expect(text).toMatch(/ Premises .* A, Floor 2, Unit 4B, Room B, Bed 2 /);
    expect(text).toMatch(/ Time zone .* Asia\/Seoul Documents /);
    const log = text.slice(text.indexOf('Event log (times in UTC and Asia/Seoul)'));
    expect(log.length).toBeLessThan(text.length);
    // Each row: its time in UTC and in the company's zone, the event, the address; no code names.
    const rows = log.split(TIME).slice(1).map(eventOf);
    expect(rows).toEqual([...expected, 'Executed automatically once every party had signed: signed documents and certificate issued']);
    expect(log).toMatch(/ UTC \(\d{1,2}:\d\d:\d\d [AP]M GMT\+9/);
    expect(log).not.toMatch(/lease\.\w+/);
  });

  it('tells the history the same way on the lease page, reading events recorded before issue 44 right', async () => {
    const { student, manager } = f.agents;
    const studentEmail = await emailOf(student.userId);
    const slot = await ctx.db.selectFrom('lease_slots').select(['id', 'page']).where('lease_id', '=', f.leaseId).where('signer', '=', 1).where('kind', '=', 'initial').executeTakeFirstOrThrow();
    // As the product recorded them before: the link under the tenant whose completion sent it, a slot by its id alone.
    const actor = { userId: student.userId, name: 'Jordan Rivera', ip: '203.0.113.9', userAgent: null };
    await ctx.db.transaction().execute(async (trx) => {
      await recordUntypedAuditEvent(trx, { actor, action: 'lease.slot', subject: { table: 'leases', id: f.leaseId }, organizationId: f.orgId, details: { role: 'tenant', slot_id: slot.id, document: 'Academic year lease', caption: 'Tenant Initials' } });
      await recordUntypedAuditEvent(trx, { actor, action: 'lease.link_sent', subject: { table: 'leases', id: f.leaseId }, organizationId: f.orgId, details: { role: 'guarantor', to: 'zoe@example.com' } });
      await recordAuditEvent(trx, { actor: { ...actor, userId: null, name: 'Zoë Ñúñez' }, action: 'lease.sent', subject: { table: 'leases', id: f.leaseId }, organizationId: f.orgId, details: { role: 'landlord', to: ['m@example.com'] } });
    });
    const res = await manager.get(`/api/leases/${f.leaseId}/history/`);
    expect(res.status).toBe(200);
    const events = res.body as LeaseHistoryEvent[];
    expect(events.map((e) => [e.action, e.actor_role])).toEqual([
      ['lease.offer', 'manager'],
      ['lease.plan', 'tenant'],
      ['lease.sent', 'system'],
      ['lease.slot', 'tenant'],
      ['lease.link_sent', 'system'],
      ['lease.sent', 'system'],
    ]);
    expect(events.map(leaseEventText)).toEqual([
      'Morgan Lee (Manager) assigned the bed',
      'Jordan Rivera (Tenant) chose the payment plan; the documents were issued',
      `Sent automatically: e-mail asking the tenant to sign (${studentEmail})`,
      `Jordan Rivera (Tenant) applied Tenant Initials on page ${slot.page} of Academic year lease`,
      'Sent automatically: signing link to the guarantor (zoe@example.com)',
      'Sent automatically: e-mail asking the managers to countersign',
    ]);
    // A manager who asks for a new link is named as its sender.
    expect((await signAs(student, leaseAt(), 'Jordan Rivera (Tenant)')).state.completed).toBe(true);
    expect((await manager.post(`/api/leases/${f.leaseId}/guarantor-link/`)).status).toBe(200);
    const after = (await manager.get(`/api/leases/${f.leaseId}/history/`)).body as LeaseHistoryEvent[];
    expect(after.filter((e) => e.action === 'lease.link_sent').slice(-2).map(leaseEventText)).toEqual(['Sent automatically: signing link to the guarantor (zoe@example.com)', 'Morgan Lee (Manager) sent the guarantor a new signing link (zoe@example.com)']);
    // The events the product sent are recorded as the system's, naming whom they went to.
    const sent = await ctx.db.selectFrom('audit_events').select(['action', 'actor_user_id', 'actor_name', 'details']).where('subject_id', '=', f.leaseId).where('action', 'in', ['lease.sent', 'lease.link_sent']).orderBy('id').execute();
    expect(sent.filter((e) => e.actor_user_id === student.userId).map((e) => JSON.parse(e.details) as unknown)).toEqual([{ role: 'guarantor', to: 'zoe@example.com' }]);
    expect(sent.filter((e) => e.actor_name === 'System').map((e) => e.action)).toEqual(['lease.sent', 'lease.link_sent']);
  });
});
