import { describe, expect, it } from '@jest/globals';
import type { Ledger, LineRecorded, PaymentRecorded } from '../../shared/ledger/ledger-types';
import { executeThroughApi, type Caller } from '../helpers/executed-lease';
import { sendQueuedMessages } from '../helpers/outbox';
import { freshSignableLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';

// Each money write answers the ledger the screen shows (issue 46), so the screen needs no second
// request; every ledger answer says what its caller may write now (`can`, from the ledger kernel's
// table); and a payment's receipt is written in the payment's transaction, with the balance it left.

let ctx: TestContext;
let f: SignableLease;
let signature: string;
freshSignableLeases({ guarantor: false }, (made) => ({ ctx, f, signature } = made));

const ledger = async (caller: Caller = f.agents.manager) => (await caller.get(`/api/leases/${f.leaseId}/ledger/`)).body as Ledger;

describe('a money write answers the ledger', () => {
  it('after a payment, its replay, an adjustment, a line reversal and a payment reversal: the ledger a read gives, and the line the write made', async () => {
    const { manager } = f.agents;
    await executeThroughApi(f, signature);
    const paid = await manager.post(`/api/leases/${f.leaseId}/payments/`).set('Idempotency-Key', 'form-1').send({ amount: '3000', received_on: '2026-08-01', method: 'check', reference: '1042' });
    expect(paid.status).toBe(201);
    const payment = paid.body as PaymentRecorded;
    expect(payment.ledger).toEqual(await ledger());
    expect(payment.ledger.balance).toBe('5000.00');
    expect(payment.ledger.lines.find((l) => l.id === payment.line_id)).toMatchObject({ kind: 'payment', amount: '-3000.00', payment: { id: payment.id } });

    const replayed = await manager.post(`/api/leases/${f.leaseId}/payments/`).set('Idempotency-Key', 'form-1').send({ amount: '3000', received_on: '2026-08-01', method: 'check', reference: '1042' });
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual({ ...payment, ledger: await ledger() });

    const adjusted = await manager.post(`/api/leases/${f.leaseId}/adjustments/`).send({ amount: '75', due_date: '2026-09-01', description: 'Key replacement', reason: 'Lost key' });
    expect(adjusted.status).toBe(201);
    const adjustment = adjusted.body as LineRecorded;
    expect(adjustment).toEqual({ ...(await ledger()), line_id: expect.any(Number) });
    expect(adjustment.lines.find((l) => l.id === adjustment.line_id)).toMatchObject({ kind: 'adjustment', amount: '75.00', reason: 'Lost key' });

    const undone = await manager.post(`/api/leases/${f.leaseId}/lines/${adjustment.line_id}/reverse/`).send({ reason: 'Key found' });
    expect(undone.status).toBe(201);
    const lineReversal = undone.body as LineRecorded;
    expect(lineReversal).toEqual({ ...(await ledger()), line_id: expect.any(Number) });
    expect(lineReversal.lines.find((l) => l.id === lineReversal.line_id)).toMatchObject({ kind: 'reversal', reverses_id: adjustment.line_id, amount: '-75.00' });

    const returned = await manager.post(`/api/leases/${f.leaseId}/payments/${payment.id}/reverse/`).send({ reason: 'Returned check' });
    expect(returned.status).toBe(201);
    const paymentReversal = returned.body as LineRecorded;
    expect(paymentReversal).toEqual({ ...(await ledger()), line_id: expect.any(Number) });
    expect(paymentReversal.lines.find((l) => l.id === paymentReversal.line_id)).toMatchObject({ kind: 'reversal', reverses_id: payment.line_id, amount: '3000.00' });
    expect(paymentReversal.balance).toBe('8000.00');
  });
});

describe('what the caller may write on a ledger (can)', () => {
  it('is nothing before the lease is executed; then payment, reversal and adjustment for its manager, and nothing for its student', async () => {
    expect((await ledger()).can).toEqual([]);
    await executeThroughApi(f, signature);
    expect((await ledger()).can).toEqual(['payment', 'reverse', 'adjust', 'refund']);
    expect((await ledger(f.agents.student)).can).toEqual([]);
    const [mine] = (await f.agents.student.get('/api/tenant/ledger/')).body as Ledger[];
    expect(mine!.can).toEqual([]);
  });
});

describe('a payment’s receipt', () => {
  it('is written with the payment, so two payments at once each print the balance their own payment left', async () => {
    await executeThroughApi(f, signature);
    const pay = (amount: string) => f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount, received_on: '2026-08-01', method: 'bank_transfer' });
    const answers = await Promise.all([pay('5000'), pay('1000')]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    await sendQueuedMessages(ctx);
    const receipts = await ctx.db.selectFrom('messages').select(['status', 'subject', 'text']).where('event', '=', 'payment_receipt').orderBy('id').execute();
    expect(receipts.map((r) => r.status)).toEqual(['kept', 'kept']);
    // Whichever went first: its receipt says the balance after it alone, the other's after both.
    const balances = receipts.map((r) => r.text.match(/Your balance is now (\S+)\./)![1]);
    const first = receipts[0]!.subject.includes('5,000') ? '$3,000.00' : '$7,000.00';
    expect(balances).toEqual([first, '$2,000.00']);
    expect(await ctx.db.selectFrom('outbox').select('subject').where('subject', 'like', 'Payment received%').orderBy('id').execute()).toEqual(receipts.map((r) => ({ subject: r.subject })));
  });
});
