// Benchmark of online payments' webhook (issue 48): 500 executed leases with a year of ledger lines
// and 1,000 checkouts started on them (two a lease) are seeded into a temporary copy of the demo
// data; against the built server, with the fake Stripe as its provider, the 1,000 signed
// payment_intent.succeeded events are posted in a burst (50 at a time, as a provider's deliveries
// overlap), then the same 1,000 again (a replay must record nothing). Meanwhile visitors read the
// public property page one request after another; its p99 is compared with the same readers on the
// idle server. Prints figures and PASS/FAIL against the budgets (docs/decisions/042-online-payments.md);
// exit code 1 when one fails. Run with `npm run bench:payments` (builds first). Local only.
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { isoToday } from '../shared/dates';
import { DEFAULT_TIME_ZONE } from '../shared/ledger/payment-terms';
import { startFakeStripe } from '../test/helpers/fake-stripe';
import { printGoals } from './lib/goals';
import { pageVisitors } from './lib/page-visitors';
import { seedExecutedLeases, seedLedgerLines } from './lib/ledger-seed';
import { printTable, runInTempDir, seedDatabase, startServer, stopServer } from './lib/local-server';
import { cpuMs } from './lib/proc-status';
import { percentile, withDb } from './lib/timed-api';

const LEASES = 500;
const PAYMENTS = 1_000;
const IN_FLIGHT = 50;
const VISITORS = 4;
const IDLE_MS = 3_000;
const PAGE_PATH = '/new/property/1';
const KEYS = { secretKey: 'sk_test_benchkey123456', webhookSecret: 'whsec_benchsecret123456' };
const GOALS = { burstMs: 2_000, pageP99Ratio: 1.2 };

type Signed = { payload: string; signature: string };
type Counts = { payments: number; lines: number; events: number };

/**
 * Posts every event, IN_FLIGHT at a time; answers the time of the whole burst, the outcomes the
 * server gave, and the CPU time the server used meanwhile (what the burst costs it, whatever else
 * the machine is doing).
 */
async function burst(baseUrl: string, pid: number, events: readonly Signed[]): Promise<{ ms: number; cpuMs: number; outcomes: Map<string, number> }> {
  const outcomes = new Map<string, number>();
  let next = 0;
  const post = async () => {
    while (next < events.length) {
      const event = events[next++]!;
      const res = await fetch(`${baseUrl}/api/payments/webhook/`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.payload });
      const body = (await res.json()) as { outcome?: string; detail?: string };
      const outcome = res.status === 200 ? (body.outcome ?? '?') : `${res.status} ${body.detail ?? ''}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  };
  const started = performance.now();
  const cpu = cpuMs(pid);
  await Promise.all(Array.from({ length: IN_FLIGHT }, post));
  return { ms: performance.now() - started, cpuMs: cpuMs(pid) - cpu, outcomes };
}

const visitors = (url: string, until: Promise<unknown>) => pageVisitors(url, until, VISITORS);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(tmp: string): Promise<number> {
  await seedDatabase(tmp);
  const file = path.join(tmp, 'app.db');
  const today = isoToday(new Date(), DEFAULT_TIME_ZONE);
  console.log(`Seeding ${LEASES} executed leases with their ledger lines and ${PAYMENTS} checkouts started on them (not measured)`);
  const intents = await withDb(file, async (db) => {
    const leases = await seedExecutedLeases(db, LEASES, 'o');
    await seedLedgerLines(db, leases, today);
    const users = new Map((await db.selectFrom('leases').select(['id', 'user_id']).where('id', 'in', leases.map((l) => l.id)).execute()).map((l) => [l.id, l.user_id]));
    const rows = Array.from({ length: PAYMENTS }, (_, i) => {
      const lease = leases[i % LEASES]!;
      return { organization_id: 1, lease_id: lease.id, user_id: users.get(lease.id)!, source: 'checkout' as const, method: 'card' as const, amount_cents: 10_000 + (i % 50) * 100, fee_cents: 0, status: 'pending' as const, checkout_id: `cs_bench_${i}` };
    });
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 500) ids.push(...(await db.insertInto('online_payments').values(rows.slice(i, i + 500)).returning('id').execute()).map((r) => r.id));
    // Each checkout paid on the provider's page: its PaymentIntent, which the success event carries.
    return rows.map((row, i) => ({ id: `pi_bench_${i}`, object: 'payment_intent', amount: row.amount_cents, currency: 'usd', status: 'succeeded', metadata: { online_payment_id: String(ids[i]), lease_id: String(row.lease_id) }, last_payment_error: null }));
  });
  const created = Math.floor(Date.now() / 1000);
  const events: Signed[] = intents.map((intent, i) => {
    const payload = JSON.stringify({ id: `evt_bench_${i}`, object: 'event', api_version: '2026-10-28.endive', created, type: 'payment_intent.succeeded', data: { object: intent }, livemode: false, pending_webhooks: 1 });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: KEYS.webhookSecret }) };
  });
  const counts = (): Promise<Counts> =>
    withDb(file, async (db) => {
      const n = async (table: 'payments' | 'ledger_lines' | 'provider_events') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      return { payments: await n('payments'), lines: await n('ledger_lines'), events: await n('provider_events') };
    });

  const fake = await startFakeStripe(KEYS);
  const server = await startServer(tmp, { STRIPE_SECRET_KEY: KEYS.secretKey, STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret, STRIPE_API_BASE: fake.url });
  const pageUrl = `${server.baseUrl}${PAGE_PATH}`;
  const pid = server.child.pid ?? 0;
  let idle: number[], during: number[], duringReplay: number[];
  let first: Awaited<ReturnType<typeof burst>>, replay: Awaited<ReturnType<typeof burst>>;
  let before: Counts, afterFirst: Counts, afterReplay: Counts;
  try {
    // Warm up: the page's render cache filled, the webhook's code and statements run once (a payment not ours).
    await visitors(pageUrl, sleep(500));
    const warm = JSON.stringify({ id: 'evt_warm', object: 'event', api_version: '2026-10-28.endive', created, type: 'payment_intent.succeeded', data: { object: { id: 'pi_warm', object: 'payment_intent', amount: 100, currency: 'usd', status: 'succeeded', metadata: {} } }, livemode: false, pending_webhooks: 1 });
    await burst(server.baseUrl, pid, [{ payload: warm, signature: Stripe.webhooks.generateTestHeaderString({ payload: warm, secret: KEYS.webhookSecret }) }]);
    before = await counts();

    console.log(`The public page on the idle server (${VISITORS} visitors, ${IDLE_MS / 1000} s)`);
    idle = await visitors(pageUrl, sleep(IDLE_MS));
    console.log(`${PAYMENTS} succeeded events in a burst, ${IN_FLIGHT} in flight, the visitors reading on`);
    const firstRun = burst(server.baseUrl, pid, events);
    during = await visitors(pageUrl, firstRun);
    first = await firstRun;
    afterFirst = await counts();
    console.log(`The same ${PAYMENTS} events again (a provider's replay)`);
    const replayRun = burst(server.baseUrl, pid, events);
    duringReplay = await visitors(pageUrl, replayRun);
    replay = await replayRun;
    afterReplay = await counts();
  } finally {
    await stopServer(server);
    await fake.close();
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const outcomes = (o: Map<string, number>) => [...o].map(([k, v]) => `${v} ${k}`).join(', ');
  const added = (a: Counts, b: Counts) => `${b.payments - a.payments} payments, ${b.lines - a.lines} lines, ${b.events - a.events} events`;
  console.log('');
  printTable(
    ['Burst', 'events', 'time', 'per event', 'server CPU', 'answers', 'rows added'],
    [
      ['Succeeded events', String(PAYMENTS), ms(first.ms), ms(first.ms / PAYMENTS), ms(first.cpuMs), outcomes(first.outcomes), added(before, afterFirst)],
      ['Same events replayed', String(PAYMENTS), ms(replay.ms), ms(replay.ms / PAYMENTS), ms(replay.cpuMs), outcomes(replay.outcomes), added(afterFirst, afterReplay)],
    ],
  );
  console.log('');
  printTable(
    [`GET ${PAGE_PATH}`, 'requests', 'p50', 'p95', 'p99', 'max'],
    [
      ['Idle server', idle, 'idle'],
      ['During the burst', during, 'burst'],
      ['During the replay', duringReplay, 'replay'],
    ].map(([name, times]) => {
      const t = times as number[];
      return [name as string, String(t.length), ms(percentile(t, 50)), ms(percentile(t, 95)), ms(percentile(t, 99)), ms(Math.max(...t))];
    }),
  );

  const posted = afterFirst.payments - before.payments;
  const replayAdded = afterReplay.payments - afterFirst.payments + (afterReplay.lines - afterFirst.lines) + (afterReplay.events - afterFirst.events);
  const ratio = percentile(during, 99) / percentile(idle, 99);
  const passed = printGoals('Budgets', [
    { name: `${PAYMENTS} webhooks posted, burst`, actual: `${ms(first.ms)}, ${posted} payments posted`, target: `≤ ${GOALS.burstMs} ms, all ${PAYMENTS} posted`, pass: first.ms <= GOALS.burstMs && posted === PAYMENTS && first.outcomes.get('taken') === PAYMENTS },
    { name: `The same ${PAYMENTS} replayed`, actual: `${ms(replay.ms)}, ${replayAdded} rows added`, target: '0 rows added, each answered replayed', pass: replayAdded === 0 && replay.outcomes.get('replayed') === PAYMENTS },
    { name: 'Public page p99 during the burst vs idle', actual: `${ms(percentile(during, 99))} vs ${ms(percentile(idle, 99))} (${ratio.toFixed(2)}×)`, target: `≤ ${GOALS.pageP99Ratio}×`, pass: ratio <= GOALS.pageP99Ratio },
  ]);
  // Figures taken on a machine busy with other work say so: the load is part of what was measured.
  console.log(`\nLoad average at the end: ${loadavg().map((l) => l.toFixed(2)).join(', ')} (${availableParallelism()} cores)`);
  return passed ? 0 : 1;
}

runInTempDir('bench-payments-', main);
