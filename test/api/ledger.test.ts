import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LEDGER_MESSAGES as M } from '../../shared/ledger/ledger-texts';
import type { CollectionRow, Ledger, PaymentRecorded, TenantLedger } from '../../shared/ledger/ledger-types';
import { isoToday } from '../../shared/dates';
import { verifyAuditChain } from '../../server/audit/verify-chain';
import { executeThroughApi, type Caller } from '../helpers/executed-lease';
import { lastMailTo, sendQueuedMessages } from '../helpers/outbox';
import { signedInAgent } from '../helpers/manager-factories';
import { freshExecutedLeases, freshSignableLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';
import { sendReminders } from '../../server/services/ledger/reminders';
import { claimJobDay } from '../../server/queries/ledger';
import { companyToday } from '../helpers/company-day';
import { DEFAULT_TIME_ZONE } from '../../shared/ledger/payment-terms';

let ctx: TestContext;
let f: SignableLease;
let signature: string;
const ledger = async (caller: Caller = f.agents.manager) => (await caller.get(`/api/leases/${f.leaseId}/ledger/`)).body as Ledger;
const lineCount = async () => Number((await ctx.db.selectFrom('ledger_lines').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const studentEmail = async () => (await ctx.db.selectFrom('users').select('email').where('id', '=', f.agents.student.userId).executeTakeFirstOrThrow()).email;

// Each test starts from an executed lease (its plan posted), but for the first, which executes it.
freshExecutedLeases({ guarantor: false }, (made) => ({ ctx, f } = made));

describe('the ledger of a lease being signed', () => {
  freshSignableLeases({ guarantor: false }, (made) => ({ ctx, f, signature } = made));

  it('posts the chosen plan when the lease is executed, and not before', async () => {
    expect((await f.agents.manager.get(`/api/leases/${f.leaseId}/ledger/`)).body).toMatchObject({ balance: '0.00', lines: [] });
    expect((await f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount: '10', received_on: '2026-08-01', method: 'cash' })).body).toEqual({ detail: M.notExecuted });
    await executeThroughApi(f, signature);
    const l = await ledger();
    expect(l.lines.map((x) => [x.kind, x.amount, x.due_date, x.description, x.running_balance])).toEqual([['charge', '8000.00', '2026-08-20', 'Rent', '8000.00']]);
    expect(l.balance).toBe('8000.00');
    expect(await lineCount()).toBe(1);
  });
});

describe('the ledger of an executed lease', () => {
  it('records a payment once per idempotency key, applies it oldest first, mails a receipt, and reverses it with a reason', async () => {
    const { manager } = f.agents;
    const pay = (key: string, amount: string) => manager.post(`/api/leases/${f.leaseId}/payments/`).set('Idempotency-Key', key).send({ amount, received_on: '2026-08-01', method: 'check', reference: '1042', note: 'Mailed' });
    const first = await pay('form-1', '3000');
    expect(first.status).toBe(201);
    const recorded = first.body as PaymentRecorded;
    const chargeId = (await ledger()).lines.find((x) => x.kind === 'charge')!.id;
    expect(recorded.allocations).toEqual([{ line_id: chargeId, amount: '3000.00' }]);
    // The same form submitted again: the same payment, nothing new.
    const again = await pay('form-1', '3000');
    expect([again.status, (again.body as PaymentRecorded).id]).toEqual([200, recorded.id]);
    expect(await lineCount()).toBe(2);
    await sendQueuedMessages(ctx);
    const receipt = await lastMailTo(ctx.db, await studentEmail());
    // The amount with its currency in the subject; the date as a sentence prints it.
    expect(receipt.mail?.subject).toBe('Payment received: $3,000.00');
    expect(receipt.mail?.text).toContain('Campus Edge Living has recorded your payment of $3,000.00 received on Aug 1, 2026 (Check, reference 1042).');
    expect(receipt.mail?.text).not.toContain('2026-08-01');
    expect(receipt.mail?.text).toContain('Your balance is now $5,000.00.');

    let l = await ledger();
    expect([l.balance, l.lines.find((x) => x.kind === 'charge')!.open]).toEqual(['5000.00', '5000.00']);
    // Returned check: a reversing line, the payment stays.
    const reversed = await manager.post(`/api/leases/${f.leaseId}/payments/${recorded.id}/reverse/`).send({ reason: 'Returned check' });
    expect(reversed.status).toBe(201);
    l = reversed.body as Ledger;
    expect(l.balance).toBe('8000.00');
    expect(l.lines.find((x) => x.kind === 'payment')).toMatchObject({ reversed: true });
    expect(l.lines.find((x) => x.kind === 'reversal')).toMatchObject({ amount: '3000.00', reason: 'Returned check', reverses_id: recorded.line_id });
    expect((await manager.post(`/api/leases/${f.leaseId}/payments/${recorded.id}/reverse/`).send({ reason: 'Again' })).body).toEqual({ detail: M.alreadyReversed });
    // Collections reads the lease's summary, rewritten with each write: it agrees with the ledger.
    const [row] = (await manager.get('/api/collections/')).body as CollectionRow[];
    expect([row!.balance, row!.past_due, row!.last_payment_on]).toEqual([l.balance, l.past_due, null]);
    const reversal = l.lines.find((x) => x.kind === 'reversal')!;
    expect((await manager.post(`/api/leases/${f.leaseId}/lines/${reversal.id}/reverse/`).send({ reason: 'Undo' })).body).toEqual({ detail: M.reversalIsFinal });
    // Nothing is edited or deleted.
    await expect(ctx.db.updateTable('ledger_lines').set({ amount_cents: 1 }).execute()).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
    await expect(ctx.db.deleteFrom('payments').execute()).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
    const actions = (await ctx.db.selectFrom('audit_events').select('action').where('action', 'like', 'ledger.%').orderBy('id').execute()).map((e) => e.action);
    expect(actions).toEqual(['ledger.payment', 'ledger.reverse']);
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ intact: true });
  });

  it('keeps both of two payments recorded at the same moment, and an overpayment as a credit', async () => {
    const pay = (amount: string) => f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount, received_on: '2026-08-01', method: 'bank_transfer' });
    const [a, b] = await Promise.all([pay('5000'), pay('4000')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const l = await ledger();
    expect([l.balance, l.lines.find((x) => x.kind === 'charge')!.open]).toEqual(['-1000.00', '0.00']);
  });

  it('takes adjustments either way, with a reason', async () => {
    const adjust = (body: Record<string, unknown>) => f.agents.manager.post(`/api/leases/${f.leaseId}/adjustments/`).send(body);
    expect((await adjust({ amount: '-250.5', due_date: '2026-08-20', description: 'Concession', reason: 'Late move-in' })).status).toBe(201);
    expect((await adjust({ amount: '75', due_date: '2026-09-01', description: 'Key replacement', reason: 'Lost key' })).body).toMatchObject({ balance: '7824.50' });
    expect((await adjust({ amount: '0', due_date: '2026-09-01', description: 'x', reason: 'y' })).body).toEqual({ amount: [M.amountNotZero] });
    expect((await adjust({ amount: '1.234', due_date: '2026-09-01', description: 'x', reason: 'y' })).body).toEqual({ amount: [M.amountFormat] });
    expect((await adjust({ amount: '5', due_date: '2026-02-30', description: '', reason: '' })).body).toEqual({ due_date: [M.dateFormat], description: [M.descriptionRequired], reason: [M.reasonRequired] });
  });

  it('refuses bad payments, changing nothing', async () => {
    const pay = (body: Record<string, unknown>, key?: string) => {
      const req = f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`);
      return (key ? req.set('Idempotency-Key', key) : req).send(body);
    };
    expect((await pay({ amount: '-5', received_on: '2026-08-01', method: 'cash' })).body).toEqual({ amount: [M.amountPositive] });
    expect((await pay({ amount: '5', received_on: 'yesterday', method: 'bitcoin' })).body).toEqual({ received_on: [M.dateFormat], method: [M.methodRequired] });
    expect((await pay({ amount: '5', received_on: '2026-08-01', method: 'cash', extra: 1 })).status).toBe(400);
    expect((await pay({ amount: '5', received_on: '2026-08-01', method: 'cash' }, 'bad key!')).body).toEqual({ detail: M.badIdempotencyKey });
    expect(await lineCount()).toBe(1);
  });
});

describe('who reads and writes a ledger', () => {
  it('is the lease’s student (read) and the company’s managers; others are refused', async () => {
    const { student, maintenance, stranger } = f.agents;
    expect((await ledger(student)).balance).toBe('8000.00');
    expect((await student.post(`/api/leases/${f.leaseId}/payments/`).send({ amount: '5', received_on: '2026-08-01', method: 'cash' })).status).toBe(403);
    expect((await maintenance.get(`/api/leases/${f.leaseId}/ledger/`)).status).toBe(403);
    expect((await maintenance.get('/api/collections/')).status).toBe(403);
    expect((await stranger.get(`/api/leases/${f.leaseId}/ledger/`)).status).toBe(404);
    expect((await stranger.post(`/api/leases/${f.leaseId}/adjustments/`).send({ amount: '5', due_date: '2026-08-01', description: 'x', reason: 'y' })).status).toBe(404);
    expect(((await stranger.get('/api/collections/')).body as CollectionRow[])).toEqual([]);
    const other = await signedInAgent(ctx, 'student', null);
    expect((await other.get(`/api/leases/${f.leaseId}/ledger/`)).status).toBe(404);
    expect((await other.get('/api/tenant/ledger/')).body).toEqual([]);
    expect((await request(ctx.app).get(`/api/leases/${f.leaseId}/ledger/`)).status).toBe(401);
    const mine = (await student.get('/api/tenant/ledger/')).body as TenantLedger[];
    expect(mine.map((l) => [l.lease_id, l.balance, l.property_name])).toEqual([[f.leaseId, '8000.00', 'The Standard']]);
  });
});

describe('Collections', () => {
  it('lists executed leases with balance, past due and aging, filtered by property', async () => {
    // The rent fell due 2026-08-20; seen today it is as late as today says.
    await f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount: '1000', received_on: '2026-08-25', method: 'cash' });
    const rows = (await f.agents.manager.get('/api/collections/')).body as CollectionRow[];
    expect(rows).toHaveLength(1);
    const late = Math.round((Date.parse(`${companyToday()}T00:00:00Z`) - Date.parse('2026-08-20T00:00:00Z')) / 86_400_000);
    const bucket = late < 0 ? 'not_yet_due' : late === 0 ? 'current' : late <= 30 ? 'd1_30' : late <= 60 ? 'd31_60' : late <= 90 ? 'd61_90' : 'over_90';
    expect(rows[0]).toMatchObject({ lease_id: f.leaseId, tenant_name: 'Jordan Rivera', balance: '7000.00', last_payment_on: '2026-08-25' });
    expect(rows[0]!.aging[bucket]).toBe('7000.00');
    expect(rows[0]!.past_due).toBe(bucket === 'current' || bucket === 'not_yet_due' ? '0.00' : '7000.00');
    expect((await f.agents.manager.get(`/api/collections/?property=${f.propertyId + 1000}`)).status).toBe(404);
    expect((await f.agents.manager.get('/api/collections/?property=x')).status).toBe(400);
  });
});

describe('not yet due, on the company’s day', () => {
  // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC−11): a debt due on Kiritimati's
  // today is not yet due for a company in Pago Pago and due today (current) for one in Kiritimati.
  const zone = (timeZone: string) => ctx.db.updateTable('organizations').set({ time_zone: timeZone }).where('id', '=', f.orgId).execute();
  const aheadDay = () => isoToday(new Date(), 'Pacific/Kiritimati');

  it('puts a debt due after the company’s today under not yet due, apart from current and past due, in Collections and the ledger', async () => {
    const { manager } = f.agents;
    // The rent paid, so only the adjustment is open.
    expect((await manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount: '8000', received_on: '2026-08-20', method: 'cash' })).status).toBe(201);
    expect((await manager.post(`/api/leases/${f.leaseId}/adjustments/`).send({ amount: '120', due_date: aheadDay(), description: 'Key replacement', reason: 'Lost key' })).status).toBe(201);
    await zone('Pacific/Pago_Pago');
    let [row] = (await manager.get('/api/collections/')).body as CollectionRow[];
    expect([row!.balance, row!.past_due, row!.aging.not_yet_due, row!.aging.current]).toEqual(['120.00', '0.00', '120.00', '0.00']);
    let l = await ledger();
    expect([l.past_due, l.aging.not_yet_due, l.aging.current]).toEqual(['0.00', '120.00', '0.00']);
    await zone('Pacific/Kiritimati');
    [row] = (await manager.get('/api/collections/')).body as CollectionRow[];
    expect([row!.balance, row!.past_due, row!.aging.not_yet_due, row!.aging.current]).toEqual(['120.00', '0.00', '0.00', '120.00']);
    l = await ledger();
    expect([l.past_due, l.aging.not_yet_due, l.aging.current]).toEqual(['0.00', '0.00', '120.00']);
  });

  it('names each plan line’s account code on the ledger answer, and none for a payment or adjustment', async () => {
    await f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount: '10', received_on: '2026-08-20', method: 'cash' });
    const codes = new Map((await ctx.db.selectFrom('account_codes').select(['id', 'name']).execute()).map((c) => [c.id, c.name]));
    const l = await ledger(f.agents.student);
    const charge = l.lines.find((x) => x.kind === 'charge')!;
    expect(charge.account_code_id).not.toBeNull();
    expect(charge.account_code_name).toBe(codes.get(charge.account_code_id!));
    expect(l.lines.find((x) => x.kind === 'payment')!.account_code_name).toBeNull();
  });
});

describe('payment reminders', () => {
  it('mails a tenant whose charge falls due soon or is past due, once a week at most, once per day across processes', async () => {
    const deps = { db: ctx.db, mailer: ctx.mailer, logger: ctx.logger, baseUrl: ctx.config.baseUrl, daysBefore: 3, intervalDays: 7 };
    const to = await studentEmail();
    // The rent is due 2026-08-20.
    expect(await sendReminders(deps, { today: '2026-08-16', timeZone: DEFAULT_TIME_ZONE })).toBe(0);
    expect(await sendReminders(deps, { today: '2026-08-17', timeZone: DEFAULT_TIME_ZONE })).toBe(1);
    expect((await lastMailTo(ctx.db, to)).mail?.subject).toBe('Campus Edge Living: a payment is due soon');
    expect((await lastMailTo(ctx.db, to)).mail?.text).toContain('$8,000.00 is due on Aug 20, 2026');
    expect(await sendReminders(deps, { today: '2026-08-21', timeZone: DEFAULT_TIME_ZONE })).toBe(0);
    expect(await sendReminders(deps, { today: '2026-08-24', timeZone: DEFAULT_TIME_ZONE })).toBe(1);
    expect((await lastMailTo(ctx.db, to)).mail?.subject).toBe('Campus Edge Living: your balance is past due');
    // A day's run is claimed once: a second process (or a restart) the same day sends nothing.
    expect(await claimJobDay(ctx.db, 'ledger-reminders', '2026-08-24')).toBe(true);
    expect(await claimJobDay(ctx.db, 'ledger-reminders', '2026-08-24')).toBe(false);
  });
});
