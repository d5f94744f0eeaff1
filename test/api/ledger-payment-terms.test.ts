import { describe, expect, it } from '@jest/globals';
import { LEDGER_MESSAGES as M } from '../../shared/ledger/ledger-texts';
import type { CollectionRow, Ledger, PaymentRecorded } from '../../shared/ledger/ledger-types';
import { lastMailTo, sendQueuedMessages } from '../helpers/outbox';
import { freshExecutedLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let f: SignableLease;

/** The fixture's plan (rent of 8,000.00 due Aug 20, 2026) with a deposit of 500.00 due Aug 25, executed. */
freshExecutedLeases(
  { guarantor: false },
  (made) => ({ ctx, f } = made),
  async (made, lease) => {
    const deposit = (await made.db.insertInto('account_codes').values({ organization_id: lease.orgId, name: 'Security deposit', type: 'Deposit' }).returning('id').executeTakeFirstOrThrow()).id;
    await made.db.insertInto('ledger_entries').values({ payment_plan_id: lease.planId, position: 1, due_date: '2026-08-25', account_code_id: deposit, description: 'Deposit', charge_cents: 50_000, credit_cents: 0 }).execute();
  },
);

const ledger = async () => (await f.agents.manager.get(`/api/leases/${f.leaseId}/ledger/`)).body as Ledger;
const pay = (body: object, key?: string) => {
  const req = f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`);
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};
const terms = (body: object) => f.agents.manager.put('/api/lease-terms/').send({ time_zone: 'America/Chicago', accepted_payment_methods: ['cash', 'check', 'bank_transfer', 'card', 'money_order'], payment_order: 'oldest_first', ...body });
const count = async (table: 'payments' | 'ledger_lines' | 'audit_events') => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const summary = async () => ctx.db.selectFrom('ledger_summaries').select(['balance_cents', 'open_debts']).where('lease_id', '=', f.leaseId).executeTakeFirstOrThrow();
const lineOf = (l: Ledger, description: string) => l.lines.find((x) => x.description === description)!;

describe('the payment methods a company accepts', () => {
  it('answers them with the ledger, so the Record payment dialog offers only those', async () => {
    expect(await ledger()).toMatchObject({ payment_order: 'oldest_first', accepted_methods: ['cash', 'check', 'bank_transfer', 'card', 'money_order'] });
    expect((await terms({ accepted_payment_methods: ['check', 'bank_transfer'] })).status).toBe(200);
    expect(await ledger()).toMatchObject({ accepted_methods: ['check', 'bank_transfer'] });
  });

  it('refuses a payment by a method the company does not accept, under the method, recording nothing', async () => {
    expect((await terms({ accepted_payment_methods: ['check', 'bank_transfer'] })).status).toBe(200);
    const before = await Promise.all([count('payments'), count('ledger_lines'), count('audit_events'), summary()]);
    const refused = await pay({ amount: '100', received_on: '2026-09-01', method: 'cash' }, 'form-cash');
    expect([refused.status, refused.body]).toEqual([400, { method: [M.methodNotAccepted('Check or Bank transfer')] }]);
    expect(refused.body.method[0]).toBe('Choose a method the company accepts: Check or Bank transfer.');
    expect(await Promise.all([count('payments'), count('ledger_lines'), count('audit_events'), summary()])).toEqual(before);
    // The same form, corrected to an accepted method, is recorded.
    expect((await pay({ amount: '100', received_on: '2026-09-01', method: 'check' }, 'form-cash')).status).toBe(201);
  });

  it('keeps a payment recorded before its method was withdrawn as it was: its ledger line, its receipt, and its key answers it again', async () => {
    const body = { amount: '250', received_on: '2026-09-01', method: 'cash', reference: 'R-7' };
    const first = await pay(body, 'form-1');
    expect(first.status).toBe(201);
    const email = (await ctx.db.selectFrom('users').select('email').where('id', '=', f.agents.student.userId).executeTakeFirstOrThrow()).email;
    await sendQueuedMessages(ctx);
    expect((await lastMailTo(ctx.db, email)).mail?.text).toContain('(Cash, reference R-7)');
    expect((await terms({ accepted_payment_methods: ['check'] })).status).toBe(200);
    const again = await pay(body, 'form-1');
    expect([again.status, (again.body as PaymentRecorded).id]).toEqual([200, (first.body as PaymentRecorded).id]);
    const l = await ledger();
    expect(l.lines.find((x) => x.kind === 'payment')).toMatchObject({ description: 'Payment: Cash R-7', payment: { method: 'cash' } });
    expect(await count('payments')).toBe(1);
  });
});

describe('the order a payment is applied in', () => {
  it('applies a payment to the oldest charge first by default, and to the deposit before rent under fees first', async () => {
    const oldest = await pay({ amount: '500', received_on: '2026-09-01', method: 'check' });
    let l = await ledger();
    expect((oldest.body as PaymentRecorded).allocations).toEqual([{ line_id: lineOf(l, 'Rent').id, amount: '500.00' }]);
    expect([lineOf(l, 'Rent').open, lineOf(l, 'Deposit').open]).toEqual(['7500.00', '500.00']);

    expect((await terms({ payment_order: 'fees_first' })).status).toBe(200);
    l = await ledger();
    expect(l.payment_order).toBe('fees_first');
    // The same lines read under the new order: the payment of Sep 1 now covered the deposit due Aug 25.
    expect([lineOf(l, 'Rent').open, lineOf(l, 'Deposit').open]).toEqual(['8000.00', '0.00']);
    expect(l.lines.find((x) => x.kind === 'payment')!.allocations).toEqual([{ line_id: lineOf(l, 'Deposit').id, amount: '500.00' }]);
    const next = await pay({ amount: '100', received_on: '2026-09-02', method: 'check' });
    expect((next.body as PaymentRecorded).allocations).toEqual([{ line_id: lineOf(l, 'Rent').id, amount: '100.00' }]);
  });

  it('rewrites the company’s cached summaries when the order changes, so Collections agrees with the ledger at once', async () => {
    await pay({ amount: '500', received_on: '2026-09-01', method: 'check' });
    expect(JSON.parse((await summary()).open_debts)).toEqual([['2026-08-20', 750_000], ['2026-08-25', 50_000]]);
    expect((await terms({ payment_order: 'fees_first' })).status).toBe(200);
    expect(await summary()).toEqual({ balance_cents: 800_000, open_debts: JSON.stringify([['2026-08-20', 800_000]]) });
    const [row] = (await f.agents.manager.get('/api/collections/')).body as CollectionRow[];
    const l = await ledger();
    expect([row!.balance, row!.past_due, row!.aging]).toEqual([l.balance, l.past_due, l.aging]);
    // A save that changes only the methods leaves the summaries as they are; a refused one (stale) changes nothing.
    const kept = await summary();
    expect((await f.agents.manager.put('/api/lease-terms/').send({ time_zone: 'UTC', accepted_payment_methods: ['check'], payment_order: 'oldest_first', version: 1 })).status).toBe(409);
    expect(await summary()).toEqual(kept);
  });
});
