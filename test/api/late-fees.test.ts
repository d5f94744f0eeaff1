import { describe, expect, it } from '@jest/globals';
import type { Ledger } from '../../shared/ledger/ledger-types';
import { leaseEventText } from '../../shared/leases/lease-event-texts';
import type { LeaseHistoryEvent } from '../../shared/leases/lease-types';
import { chargeLateFees } from '../../server/services/ledger/late-fee-job';
import { freshExecutedLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let f: SignableLease;

// The fixture's lease, executed: one Rent charge of $8,000.00 due Aug 20, 2026.
freshExecutedLeases({ guarantor: false }, (made) => ({ ctx, f } = made));

const ZONE = 'America/Chicago';
const POLICY = 'After 5 days of grace: $50.00, then $10.00 a day, at most $150.00 a month.';

/** The demo policy on the fixture's property, in force since before the rent fell due. */
async function demoPolicy(enabled = true): Promise<number> {
  await ctx.db.updateTable('organizations').set({ time_zone: ZONE }).where('id', '=', f.orgId).execute();
  const fee = (await ctx.db.insertInto('account_codes').values({ organization_id: f.orgId, name: 'Late fee', type: 'Fee' }).returning('id').executeTakeFirstOrThrow()).id;
  const rent = (await ctx.db.selectFrom('account_codes').select('id').where('organization_id', '=', f.orgId).where('name', '=', 'Rent').executeTakeFirstOrThrow()).id;
  const saved = await f.agents.manager.put(`/api/properties/${f.propertyId}/late-fee-policy/`).send({ enabled, grace_days: 5, fixed_fee: '50.00', daily_fee: '10.00', monthly_cap: '150.00', fee_account_code_id: fee, rent_account_code_ids: [rent], version: 0 });
  expect(saved.status).toBe(200);
  await ctx.db.updateTable('late_fee_policies').set({ effective_from: '2026-08-01' }).where('property_id', '=', f.propertyId).execute();
  return fee;
}

const ledger = async () => (await f.agents.manager.get(`/api/leases/${f.leaseId}/ledger/`)).body as Ledger;
const feeRows = () => ctx.db.selectFrom('late_fees').select(['lease_id', 'fee_day', 'policy_text']).orderBy('id').execute();
const events = (action: string) => ctx.db.selectFrom('audit_events').select(['subject_id', 'details', 'actor_name']).where('action', '=', action).orderBy('id').execute();
const run = (today: string, timeZone = ZONE) => chargeLateFees(ctx.db, { today, timeZone });

describe('the late fee job (ADR 046)', () => {
  it('posts the fixed fee the day after the grace, then a daily fee, each once, on the ledger with its events', async () => {
    const feeCode = await demoPolicy();
    expect(await run('2026-08-25')).toEqual({ posted: 0, reversed: 0 });
    expect(await run('2026-08-26')).toEqual({ posted: 1, reversed: 0 });
    expect(await run('2026-08-28')).toEqual({ posted: 2, reversed: 0 });
    expect(await run('2026-08-28')).toEqual({ posted: 0, reversed: 0 });

    const fees = (await ledger()).lines.filter((l) => l.description.startsWith('Late fee'));
    expect(fees.map((l) => [l.kind, l.description, l.due_date, l.amount])).toEqual([
      ['charge', 'Late fee: Rent due Aug 20, 2026', '2026-08-26', '50.00'],
      ['charge', 'Late fee: Rent due Aug 20, 2026', '2026-08-27', '10.00'],
      ['charge', 'Late fee: Rent due Aug 20, 2026', '2026-08-28', '10.00'],
    ]);
    expect((await ledger()).balance).toBe('8070.00');
    expect(await ctx.db.selectFrom('ledger_lines').select('account_code_id').where('description', 'like', 'Late fee%').execute()).toEqual(Array(3).fill({ account_code_id: feeCode }));
    expect(await feeRows()).toEqual(['2026-08-26', '2026-08-27', '2026-08-28'].map((fee_day) => ({ lease_id: f.leaseId, fee_day, policy_text: POLICY })));
    const posted = await events('ledger.late_fee');
    expect(posted.map((e) => [e.subject_id, JSON.parse(e.details).fee_day, JSON.parse(e.details).amount, JSON.parse(e.details).policy])).toEqual([
      [f.leaseId, '2026-08-26', '50.00', POLICY],
      [f.leaseId, '2026-08-27', '10.00', POLICY],
      [f.leaseId, '2026-08-28', '10.00', POLICY],
    ]);
  });

  it('stops at the monthly cap', async () => {
    await demoPolicy();
    expect(await run('2026-08-31')).toEqual({ posted: 6, reversed: 0 });
    expect((await ledger()).balance).toBe('8100.00');
    // Aug 26 $50, then $10 a day to Aug 31; September begins again, up to the cap.
    expect(await run('2026-09-30')).toEqual({ posted: 15, reversed: 0 });
    expect((await ledger()).balance).toBe('8250.00');
  });

  it('reverses every fee with its reason when a payment recorded later turns out to have been made within the grace', async () => {
    await demoPolicy();
    await run('2026-08-28');
    const paid = await f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount: '8000.00', received_on: '2026-08-24', method: 'cash' });
    expect(paid.status).toBe(201);
    expect(await run('2026-08-29')).toEqual({ posted: 0, reversed: 3 });
    const reversals = (await ledger()).lines.filter((l) => l.kind === 'reversal');
    expect(reversals.map((l) => [l.description, l.due_date, l.amount, l.reason])).toEqual(
      Array(3).fill(['Reversal: Late fee: Rent due Aug 20, 2026', '2026-08-29', expect.stringMatching(/^-(50|10)\.00$/), "Its charge was paid on Aug 24, 2026, before this fee's day."]),
    );
    expect((await ledger()).balance).toBe('0.00');
    expect(await events('ledger.late_fee_reverse')).toHaveLength(3);
    const history = (await f.agents.manager.get(`/api/leases/${f.leaseId}/history/`)).body as LeaseHistoryEvent[];
    expect(history.map(leaseEventText)).toEqual(
      expect.arrayContaining([
        "Late fee of $50.00 for Aug 26, 2026 posted by the property's policy (After 5 days of grace: $50.00, then $10.00 a day, at most $150.00 a month)",
        "A late fee was reversed: Its charge was paid on Aug 24, 2026, before this fee's day.",
      ]),
    );
    // Nothing is posted again for those days, nor after: the rent is paid.
    expect(await run('2026-09-02')).toEqual({ posted: 0, reversed: 0 });
  });

  it('charges nothing under a policy of no late fees, and nothing for the companies of another time zone', async () => {
    await demoPolicy(false);
    expect(await run('2026-08-28')).toEqual({ posted: 0, reversed: 0 });
    await ctx.db.updateTable('late_fee_policies').set({ enabled: 1 }).where('property_id', '=', f.propertyId).execute();
    expect(await run('2026-08-28', 'Pacific/Kiritimati')).toEqual({ posted: 0, reversed: 0 });
    expect(await feeRows()).toEqual([]);
  });

  it('keeps a fee a manager reversed (a waiver) reversed', async () => {
    await demoPolicy();
    await run('2026-08-26');
    const fee = (await ledger()).lines.find((l) => l.description.startsWith('Late fee'))!;
    expect((await f.agents.manager.post(`/api/leases/${f.leaseId}/lines/${fee.id}/reverse/`).send({ reason: 'Waived once' })).status).toBe(201);
    expect(await run('2026-08-27')).toEqual({ posted: 1, reversed: 0 });
    expect((await feeRows()).map((r) => r.fee_day)).toEqual(['2026-08-26', '2026-08-27']);
  });
});
