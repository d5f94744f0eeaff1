import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import request from 'supertest';
import type { Ledger } from '../../shared/ledger/ledger-types';
import { amountCents } from '../../client/manager/collections/money-text';
import { centsToAmount } from '../../shared/money';
import { lineFactsOf, paymentOrdersOf } from '../../server/queries/ledger';
import { summaryRowOf } from '../../server/services/ledger/summaries';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { signEverySeat } from '../helpers/executed-lease';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { keptSignableLeases, signaturePng } from '../helpers/lease-fixture';
import { processPdfRenderer, type TestContext } from '../helpers/test-app';

// The money of online payments, on random histories (issue 48): tenants pay by card or bank account
// on the fake Stripe, whose signed events come late, out of order and more than once; managers refund
// online payments and record payments by hand. Through the real API and services on a real SQLite
// database, after every step: the balance is the sum of the lines, the Collections summary is what
// the lines give, a provider payment has at most one payments row and one standing line, what the
// ledger keeps of it is its amount less refunds once it succeeded (nothing while pending or failed),
// where it stands follows the newest event, and no event posts twice.

const KEYS = { secretKey: 'sk_test_fakekey123456', webhookSecret: 'whsec_fakesecret123456' };
const RUNS = Number(process.env.PROPERTY_RUNS ?? 15);

let fake: FakeStripe;
let pdf: PdfRenderer;
let signature: string;
beforeAll(async () => {
  fake = await startFakeStripe(KEYS);
  pdf = processPdfRenderer();
  signature = await signaturePng();
});
// A copy of one executed lease for each run, on an app whose provider is the fake.
const fresh = keptSignableLeases({ guarantor: false }, () => ({ pdf, env: { STRIPE_SECRET_KEY: KEYS.secretKey, STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret, STRIPE_API_BASE: fake.url } }), async (ctx, f) => {
  expect((await signEverySeat(ctx, f, signature)).body).toMatchObject({ lease_status: 'Executed' });
});
afterAll(() => fake.close());

type EventKind = 'succeeded' | 'processing' | 'failed' | 'refunded' | 'completed';
type Op =
  | { op: 'pay'; cents: number; method: 'card' | 'ach'; at: number | null }
  | { op: 'event'; which: number; kind: EventKind; at: number; part: number }
  | { op: 'replay'; which: number }
  | { op: 'refund'; which: number; part: number; over: boolean }
  | { op: 'record'; cents: number };

const ops: fc.Arbitrary<Op[]> = fc.array(
  fc.oneof(
    { arbitrary: fc.record({ op: fc.constant('pay' as const), cents: fc.integer({ min: 100, max: 300_000 }), method: fc.constantFrom('card' as const, 'ach' as const), at: fc.option(fc.integer({ min: 0, max: 600 }), { freq: 3 }) }), weight: 3 },
    { arbitrary: fc.record({ op: fc.constant('event' as const), which: fc.nat(), kind: fc.constantFrom<EventKind>('succeeded', 'succeeded', 'failed', 'failed', 'refunded', 'refunded', 'processing', 'completed'), at: fc.integer({ min: 0, max: 600 }), part: fc.nat({ max: 1000 }) }), weight: 5 },
    { arbitrary: fc.record({ op: fc.constant('replay' as const), which: fc.nat() }), weight: 2 },
    { arbitrary: fc.record({ op: fc.constant('refund' as const), which: fc.nat(), part: fc.nat({ max: 1000 }), over: fc.boolean() }), weight: 3 },
    { arbitrary: fc.record({ op: fc.constant('record' as const), cents: fc.integer({ min: 1, max: 200_000 }) }), weight: 1 },
  ),
  { minLength: 1, maxLength: 16 },
);

/** One online payment as the test expects it: the newest success or failure the provider sent decides where it stands. */
type Paid = { id: number; intentId: string; sessionId: string; amount: number; latest: { at: number; kind: 'succeeded' | 'failed' } | null; refunded: number };
const statusOf = (p: Paid) => (!p.latest ? 'pending' : p.latest.kind === 'failed' ? 'failed' : p.refunded >= p.amount ? 'refunded' : 'succeeded');
const keptOf = (p: Paid) => (statusOf(p) === 'succeeded' || statusOf(p) === 'refunded' ? p.amount - p.refunded : 0);

/** The lease's lines and the database's own figures, read afresh. */
async function checkInvariants(ctx: TestContext, leaseId: number, manager: { get(url: string): request.Test }, paid: readonly Paid[]) {
  const ledger = (await manager.get(`/api/leases/${leaseId}/ledger/`)).body as Ledger;
  const lines = await ctx.db.selectFrom('ledger_lines').select(['id', 'amount_cents', 'payment_id', 'kind', 'reverses_id']).where('lease_id', '=', leaseId).execute();
  const sum = lines.reduce((s, l) => s + l.amount_cents, 0);
  // The balance is the sum of the lines, in the answer and its running balance.
  expect(amountCents(ledger.balance)).toBe(sum);
  expect(ledger.lines.length).toBe(lines.length);
  expect(amountCents(ledger.lines.at(-1)?.running_balance ?? '0.00')).toBe(sum);
  // The summary Collections reads is what the lines give.
  const summary = await ctx.db.selectFrom('ledger_summaries').select(['lease_id', 'balance_cents', 'last_payment_on', 'open_debts']).where('lease_id', '=', leaseId).executeTakeFirstOrThrow();
  const facts = (await lineFactsOf(ctx.db, [leaseId])).get(leaseId) ?? [];
  expect(summary).toEqual(summaryRowOf(leaseId, facts, (await paymentOrdersOf(ctx.db, [leaseId])).get(leaseId)!));

  const online = await ctx.db.selectFrom('online_payments').select(['id', 'status', 'amount_cents', 'refunded_cents', 'provider_payment_id']).where('lease_id', '=', leaseId).execute();
  const rows = await ctx.db.selectFrom('payments').select(['id', 'reference', 'online_method']).where('lease_id', '=', leaseId).execute();
  const reversed = new Set(lines.map((l) => l.reverses_id).filter((id) => id !== null));
  for (const p of paid) {
    const row = online.find((o) => o.id === p.id)!;
    // Where it stands follows the newest event; refunds counted once each.
    expect({ id: p.id, status: row.status, refunded: row.refunded_cents }).toEqual({ id: p.id, status: statusOf(p), refunded: p.refunded });
    // At most one payments row per provider payment, and at most one of its lines standing.
    const posted = rows.filter((r) => r.online_method !== null && r.reference === p.intentId);
    expect(posted.length).toBeLessThanOrEqual(1);
    const own = lines.filter((l) => posted.some((r) => r.id === l.payment_id));
    expect(own.filter((l) => l.kind === 'payment' && !reversed.has(l.id)).length).toBeLessThanOrEqual(1);
    // What the ledger keeps of it: its amount less refunds once it succeeded, nothing while pending or after it failed.
    expect({ id: p.id, kept: 0 - own.reduce((s, l) => s + l.amount_cents, 0) || 0 }).toEqual({ id: p.id, kept: keptOf(p) });
    expect(row.status === 'failed' || row.status === 'pending' ? 0 : row.amount_cents - row.refunded_cents).toBe(keptOf(p));
  }
}

describe('online payments’ money, on random histories', () => {
  it('keeps the balance the sum of the lines, the summary what they give, one payment per provider payment, the kept amount right, and posts no event twice', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (steps) => {
        const { ctx, f } = await fresh();
        try {
          await runHistory(ctx, f.leaseId, f.agents, steps);
        } finally {
          await ctx.close();
        }
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});

type Agents = Awaited<ReturnType<ReturnType<typeof keptSignableLeases>>>['f']['agents'];

async function runHistory(ctx: TestContext, leaseId: number, agents: Agents, steps: readonly Op[]) {
  const paid: Paid[] = [];
  const delivered: { payload: string; signature: string }[] = [];
  const lineCount = async () => Number((await ctx.db.selectFrom('ledger_lines').select((eb) => eb.fn.countAll().as('n')).where('lease_id', '=', leaseId).executeTakeFirstOrThrow()).n);
  const deliver = (event: { payload: string; signature: string }) => request(ctx.app).post('/api/payments/webhook/').set('content-type', 'application/json').set('stripe-signature', event.signature).send(event.payload);
  const base = Math.floor(Date.now() / 1000);

  /** Sends the provider's event of `kind` about the payment, `when` seconds after the history began, and notes what it says. */
  async function event(p: Paid, kind: EventKind, when: number, share: number) {
    const intent = fake.intents.get(p.intentId)!;
    const at = base + when;
    const part = Math.floor((p.amount * share) / 1000);
    const signed =
      kind === 'succeeded'
        ? fake.signedEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' }, at)
        : kind === 'processing'
          ? fake.signedEvent('payment_intent.processing', { ...intent, status: 'processing' }, at)
          : kind === 'failed'
            ? fake.signedEvent('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method', last_payment_error: { message: 'insufficient funds' } }, at)
            : kind === 'refunded'
              ? fake.signedEvent('charge.refunded', { id: `ch_${p.intentId}`, object: 'charge', payment_intent: p.intentId, amount_refunded: part, metadata: intent.metadata }, at)
              : fake.signedEvent('checkout.session.completed', fake.sessions.get(p.sessionId)!, at);
    const answered = await deliver(signed);
    expect(answered.body).toEqual({ received: true, outcome: 'taken' });
    delivered.push(signed);
    // The newest success or failure decides (a tie goes to the later one); a refund report counts the provider's total.
    if ((kind === 'succeeded' || kind === 'failed') && (!p.latest || at >= p.latest.at)) p.latest = { at, kind };
    if (kind === 'refunded') p.refunded = Math.min(p.amount, Math.max(p.refunded, part));
  }

  for (const step of steps) {
    const p = paid.length ? paid[('which' in step ? step.which : 0) % paid.length]! : undefined;
    switch (step.op) {
      case 'pay': {
        const started = await agents.student.post('/api/tenant/payments/checkout/').send({ lease_id: leaseId, amount: centsToAmount(step.cents), method: step.method });
        if (started.status === 400) {
          // More than the balance (less payments still confirming): refused, nothing written.
          expect(Object.keys(started.body)).toEqual(['amount']);
          break;
        }
        expect(started.status).toBe(201);
        const session = [...fake.sessions.values()].find((s) => s.url === started.body.url)!;
        const intentId = String(fake.completeCheckout(String(session.id)).payment_intent);
        paid.push({ id: started.body.id, intentId, sessionId: String(session.id), amount: step.cents, latest: null, refunded: 0 });
        // Mostly the provider says at once that it went through (`at`: when); sometimes nothing yet.
        if (step.at !== null) await event(paid.at(-1)!, 'succeeded', step.at, 0);
        break;
      }
      case 'event': {
        if (p) await event(p, step.kind, step.at, step.part);
        break;
      }
      case 'replay': {
        if (!delivered.length) break;
        const before = await lineCount();
        const again = await deliver(delivered[step.which % delivered.length]!);
        expect(again.body).toEqual({ received: true, outcome: 'replayed' });
        expect(await lineCount()).toBe(before);
        break;
      }
      case 'refund': {
        if (!p) break;
        const payment = (await ctx.db.selectFrom('payments').select('id').where('reference', '=', p.intentId).where('online_method', 'is not', null).executeTakeFirst())?.id;
        if (payment === undefined) break;
        const left = keptOf(p);
        const cents = step.over ? left + 1 + step.part : 1 + Math.floor(((Math.max(left, 1) - 1) * step.part) / 1000);
        const answer = await agents.manager.post(`/api/leases/${leaseId}/payments/${payment}/refund/`).send({ amount: centsToAmount(cents), reason: 'Property test' });
        if (statusOf(p) !== 'succeeded') expect(answer.status).toBe(409);
        else if (cents > left) expect(answer.body).toEqual({ amount: [expect.stringContaining('Refund at most')] });
        else {
          expect(answer.status).toBe(201);
          p.refunded += cents;
        }
        break;
      }
      case 'record': {
        const answer = await agents.manager.post(`/api/leases/${leaseId}/payments/`).send({ amount: centsToAmount(step.cents), received_on: '2026-09-01', method: 'check', reference: 'P' });
        expect(answer.status).toBe(201);
        break;
      }
    }
    await checkInvariants(ctx, leaseId, agents.manager, paid);
  }
}
