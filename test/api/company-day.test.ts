import { describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { formatLongDate, isoToday, shiftDays, shiftYears } from '../../shared/dates';
import { LEDGER_MESSAGES as M } from '../../shared/ledger/ledger-texts';
import type { Ledger } from '../../shared/ledger/ledger-types';
import { runDailyJob, type CompanyDay } from '../../server/services/system/daily-job';
import { sendReminders } from '../../server/services/ledger/reminders';
import { executeThroughApi } from '../helpers/executed-lease';
import { freshSignableLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';
import { zoneOffUtcDay } from '../helpers/company-day';

let ctx: TestContext;
let f: SignableLease;
let signature: string;

freshSignableLeases({ guarantor: false }, (made) => ({ ctx, f, signature } = made));

const setZone = (timeZone: string) => ctx.db.updateTable('organizations').set({ time_zone: timeZone }).where('id', '=', f.orgId).execute();
const ledger = async () => (await f.agents.manager.get(`/api/leases/${f.leaseId}/ledger/`)).body as Ledger;

describe('the company’s day, whatever UTC’s is (ADR 045)', () => {
  it('dates the tenant’s date slot, the plan’s Due Today line and the ledger on the company’s clock', async () => {
    // A zone whose day is not UTC's now: the days below are wrong by one if anything counts in UTC.
    const zone = zoneOffUtcDay();
    await setZone(zone);
    const rent = await ctx.db.selectFrom('ledger_entries').select('account_code_id').where('payment_plan_id', '=', f.planId).executeTakeFirstOrThrow();
    await ctx.db.insertInto('ledger_entries').values({ payment_plan_id: f.planId, position: 1, due_date: 'Due Today', account_code_id: rent.account_code_id, description: 'First week', charge_cents: 25_000, credit_cents: 0 }).execute();
    await executeThroughApi(f, signature);
    const today = isoToday(new Date(), zone);
    expect(today).not.toBe(isoToday(new Date(), 'UTC'));
    const dated = await ctx.db.selectFrom('lease_slot_fills').select('text').where('lease_id', '=', f.leaseId).where('text', 'is not', null).execute();
    expect(dated.length).toBeGreaterThan(0);
    for (const fill of dated) expect(fill.text).toBe(formatLongDate(today));
    const l = await ledger();
    expect(l.today).toBe(today);
    expect(l.lines.find((line) => line.description === 'First week')?.due_date).toBe(today);
  });

  it('bounds a payment’s date by a year from the company’s today, not from the day furthest ahead', async () => {
    await executeThroughApi(f, signature);
    // Pago Pago's day is always one or two days behind Kiritimati's, the schema's bound.
    await setZone('Pacific/Pago_Pago');
    const aYearOn = shiftYears(isoToday(new Date(), 'Pacific/Pago_Pago'), 1);
    const before = (await ledger()).lines.length;
    const refused = await f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount: '5', received_on: shiftDays(aYearOn, 1), method: 'cash' });
    expect([refused.status, refused.body]).toEqual([400, { received_on: [M.receivedTooFarAhead] }]);
    expect((await ledger()).lines.length).toBe(before);
    expect((await f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount: '5', received_on: aYearOn, method: 'cash' })).status).toBe(201);
  });
});

describe('the daily jobs', () => {
  const logger = pino({ level: 'silent' });
  const addCompany = (timeZone: string) => ctx.db.insertInto('organizations').values({ name: `Company in ${timeZone}`, time_zone: timeZone }).execute();

  it('run once per company day, for each time zone at its own midnight', async () => {
    await setZone('America/Chicago');
    await addCompany('Pacific/Kiritimati');
    const runs: CompanyDay[] = [];
    const run = async (day: CompanyDay) => (runs.push(day), {});
    const at = async (instant: string) => {
      runs.length = 0;
      await runDailyJob({ db: ctx.db, logger }, 'test-job', 'test job', run, new Date(instant));
      return [...runs];
    };
    // 03:00 UTC: still November 30 in Chicago, already December 1 in Kiritimati.
    expect(await at('2026-12-01T03:00:00.000Z')).toEqual([
      { today: '2026-11-30', timeZone: 'America/Chicago' },
      { today: '2026-12-01', timeZone: 'Pacific/Kiritimati' },
    ]);
    expect(await at('2026-12-01T04:00:00.000Z')).toEqual([]);
    // Chicago's December 1 begins at 06:00 UTC; Kiritimati's was run.
    expect(await at('2026-12-01T07:00:00.000Z')).toEqual([{ today: '2026-12-01', timeZone: 'America/Chicago' }]);
  });

  it('remind the tenants of the companies of the zone they run for, and no others', async () => {
    await executeThroughApi(f, signature);
    await setZone('America/Chicago');
    const deps = { db: ctx.db, mailer: ctx.mailer, logger: ctx.logger, baseUrl: ctx.config.baseUrl, daysBefore: 3, intervalDays: 7 };
    // The rent is due 2026-08-20: past due on 2026-08-24.
    expect(await sendReminders(deps, { today: '2026-08-24', timeZone: 'Pacific/Kiritimati' })).toBe(0);
    expect(await sendReminders(deps, { today: '2026-08-24', timeZone: 'America/Chicago' })).toBe(1);
  });

  it('keep a failure of one zone’s run from stopping the others', async () => {
    await setZone('America/Chicago');
    await addCompany('Pacific/Kiritimati');
    const ran: string[] = [];
    await runDailyJob({ db: ctx.db, logger }, 'failing-job', 'failing job', async ({ timeZone }) => {
      if (timeZone === 'America/Chicago') throw new Error('down');
      ran.push(timeZone);
      return {};
    }, new Date('2026-12-01T03:00:00.000Z'));
    expect(ran).toEqual(['Pacific/Kiritimati']);
  });
});
