import { describe, expect, it } from '@jest/globals';
import { shiftDays, shiftYears } from '../../shared/dates';
import { LEDGER_MESSAGES as M } from '../../shared/ledger/ledger-texts';
import type { Ledger, PaymentRecorded } from '../../shared/ledger/ledger-types';
import { sendQueuedMessages } from '../helpers/outbox';
import { freshExecutedLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';
import { companyToday } from '../helpers/company-day';

let ctx: TestContext;
let f: SignableLease;

freshExecutedLeases({ guarantor: false }, (made) => ({ ctx, f } = made));

const count = async (table: 'payments' | 'ledger_lines' | 'outbox') => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const ledgerEvents = async () => (await ctx.db.selectFrom('audit_events').select('action').where('action', 'like', 'ledger.%').execute()).length;
/** What a refused write must leave as it was: payments, lines, mails and ledger audit events. */
// A receipt goes out from the queue after its payment's answer: counted once it has.
const snapshot = async () => [await sendQueuedMessages(ctx), await count('payments'), await count('ledger_lines'), await count('outbox'), await ledgerEvents()];
const pay = (body: Record<string, unknown>, key?: string) => {
  const req = f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`);
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};

describe('a payment’s Idempotency-Key', () => {
  const first = { amount: '3000', received_on: '2026-08-01', method: 'check', reference: '1042', note: 'Mailed' };

  it('answers the same payment sent again with the first one, however its JSON is written', async () => {
    const recorded = await pay(first, 'form-1');
    expect(recorded.status).toBe(201);
    const before = await snapshot();
    // The same payment: its keys in another order, its amount written with cents, its texts with spaces around them.
    const again = await pay({ note: ' Mailed ', reference: '1042', method: 'check', received_on: '2026-08-01', amount: '3000.00' }, 'form-1');
    expect([again.status, (again.body as PaymentRecorded).id]).toEqual([200, (recorded.body as PaymentRecorded).id]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the key with a different payment (422), recording nothing', async () => {
    const recorded = (await pay(first, 'form-1')).body as PaymentRecorded;
    const before = await snapshot();
    for (const change of [{ amount: '3100' }, { received_on: '2026-08-02' }, { method: 'cash' }, { reference: '1043' }, { note: '' }]) {
      const res = await pay({ ...first, ...change }, 'form-1');
      expect([res.status, res.body]).toEqual([422, { detail: M.paymentKeyReused }]);
    }
    expect(await snapshot()).toEqual(before);
    // The first payment sent again is still answered with itself.
    expect(((await pay(first, 'form-1')).body as PaymentRecorded).id).toBe(recorded.id);
    // Without a key, the corrected payment is simply recorded.
    expect((await pay({ ...first, amount: '3100' })).status).toBe(201);
    const ledger = (await f.agents.manager.get(`/api/leases/${f.leaseId}/ledger/`)).body as Ledger;
    expect(ledger.lines.filter((l) => l.kind === 'payment').map((l) => l.amount)).toEqual(['-3000.00', '-3100.00']);
  });

  it('keeps the fingerprint with the key, and fingerprints a payment recorded before from its fields', async () => {
    await pay(first, 'form-1');
    expect(await ctx.db.selectFrom('payments').select('request_hash').executeTakeFirstOrThrow()).toEqual({ request_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const legacy = await ctx.db
      .insertInto('payments')
      .values({ lease_id: f.leaseId, organization_id: f.orgId, amount_cents: 50000, received_on: '2026-08-03', method: 'cash', reference: '', note: '', idempotency_key: 'old-form', request_hash: null, created_by: 'Test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db.insertInto('ledger_lines').values({ lease_id: f.leaseId, organization_id: f.orgId, kind: 'payment', amount_cents: -50000, due_date: '2026-08-03', description: 'Payment: Cash', payment_id: legacy.id, created_by: 'Test' }).execute();
    const same = await pay({ amount: '500', received_on: '2026-08-03', method: 'cash' }, 'old-form');
    expect([same.status, (same.body as PaymentRecorded).id]).toEqual([200, legacy.id]);
    expect((await pay({ amount: '600', received_on: '2026-08-03', method: 'cash' }, 'old-form')).body).toEqual({ detail: M.paymentKeyReused });
  });
});

describe('ledger dates', () => {
  const today = companyToday();
  const dayAfter = (iso: string) => shiftDays(iso, 1);

  it('takes a payment dated up to a year from today, and refuses one a day later or in year 9999', async () => {
    const before = await snapshot();
    for (const received_on of [dayAfter(shiftYears(today, 1)), '9999-12-31']) {
      expect((await pay({ amount: '5', received_on, method: 'cash' })).body).toEqual({ received_on: [M.receivedTooFarAhead] });
    }
    expect(await snapshot()).toEqual(before);
    expect((await pay({ amount: '5', received_on: shiftYears(today, 1), method: 'cash' })).status).toBe(201);
    expect((await pay({ amount: '5', received_on: '2020-01-01', method: 'cash' })).status).toBe(201);
  });

  it('takes an adjustment due within a year of the lease period, and refuses one a day outside it either side', async () => {
    // The fixture's lease period runs 2026-08-20 to 2027-05-14.
    const adjust = (due_date: string) => f.agents.manager.post(`/api/leases/${f.leaseId}/adjustments/`).send({ amount: '75', due_date, description: 'Key replacement', reason: 'Lost key' });
    const outside = { due_date: [M.outsideLeasePeriod('Aug 20, 2026', 'May 14, 2027')] };
    expect(outside.due_date[0]).toBe('Enter a date within a year of the lease period (Aug 20, 2026 – May 14, 2027).');
    const before = await snapshot();
    // A year and a day after the period's end, a year and a day before its start, and a slip of the year.
    for (const due_date of ['2028-05-15', '2025-08-19', '9999-12-31']) {
      const res = await adjust(due_date);
      expect([res.status, res.body]).toEqual([400, outside]);
    }
    expect(await snapshot()).toEqual(before);
    expect((await adjust('2028-05-14')).status).toBe(201);
    expect((await adjust('2025-08-20')).status).toBe(201);
    expect(((await f.agents.manager.get(`/api/leases/${f.leaseId}/ledger/`)).body as Ledger).lines.filter((l) => l.kind === 'adjustment').map((l) => l.due_date)).toEqual(['2025-08-20', '2028-05-14']);
  });
});
