// Benchmark of renewals (issue 47): 10,000 executed leases of one lease period of the demo company
// (ledger-seed's), renewing into a new period with a renewal deadline 30 days away, so every bed is
// held. Against the built server: the Renewals screen's list of the period (timed GETs) and bulk
// invitations of 1,000 residents each (the request that queues their messages); then, in-process on
// the same file with the deadline moved to yesterday, the daily job releasing the 10,000 holds.
// PASS/FAIL against the goals; exit code 1 when one fails. Run with `npm run bench:renewals`
// (builds first). Local only.
import path from 'node:path';
import { isoToday } from '../shared/dates';
import { DEFAULT_TIME_ZONE } from '../shared/ledger/payment-terms';
import type { RenewalList } from '../shared/leases/lease-types';
import { releaseRenewalHolds } from '../server/services/leasing/renewal-holds';
import { printGoals } from './lib/goals';
import { seedExecutedLeases } from './lib/ledger-seed';
import { printTable, runInTempDir, seedDatabase, startServer, stopServer } from './lib/local-server';
import { managerToken, percentile, timeGets, withDb } from './lib/timed-api';

const LEASES = 10_000;
const REQUESTS = 30;
const INVITED = 1_000;
const INVITATION_RUNS = 3;
const GOALS = { listP95: 200, invitations: 1_000, release: 2_000 };

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function main(tmp: string): Promise<number> {
  await seedDatabase(tmp);
  const file = path.join(tmp, 'app.db');
  const today = isoToday(new Date(), DEFAULT_TIME_ZONE);
  console.log(`Seeding ${LEASES} executed leases of one period and the next period renewing from it (not measured)`);
  const { target, token, leaseIds } = await withDb(file, async (db) => {
    const source = await db.selectFrom('lease_periods as lp').innerJoin('properties as p', 'p.id', 'lp.property_id').select(['lp.id', 'lp.property_id']).where('p.organization_id', '=', 1).orderBy('lp.id').executeTakeFirstOrThrow();
    const next = await db
      .insertInto('lease_periods')
      .values({ property_id: source.property_id, name: 'Bench renewal year', start_date: '2031-08-20', end_date: '2032-05-14', visible: 1, allow_same_bed_renewals: 1, renewal_deadline: shift(today, 30) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('lease_period_renewal_sources').values({ lease_period_id: next.id, source_period_id: source.id }).execute();
    const leases = await seedExecutedLeases(db, LEASES, 'r', false, [source.id]);
    return { target: next.id, token: await managerToken(db, 'renewals.bench.manager@example.com'), leaseIds: leases.map((l) => l.id) };
  });

  const server = await startServer(tmp);
  const url = `/api/renewals/?lease_period=${target}`;
  const listTimes: number[] = [];
  const invitationTimes: number[] = [];
  try {
    await timeGets(server.baseUrl, token, [url]);
    const answer = (await (await fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Token ${token}` } })).json()) as RenewalList;
    console.log(`  the list: ${answer.rows.length} residents, ${answer.rows.filter((r) => r.held).length} beds held, rate ${answer.rate}`);
    listTimes.push(...(await timeGets(server.baseUrl, token, Array.from({ length: REQUESTS }, () => url))));
    for (let run = 0; run < INVITATION_RUNS; run++) {
      const ids = leaseIds.slice(run * INVITED, (run + 1) * INVITED);
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/renewals/invitations/`, { method: 'POST', headers: { authorization: `Token ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ lease_period_id: target, lease_ids: ids }) });
      const body = (await res.json()) as { queued: number };
      invitationTimes.push(performance.now() - started);
      if (res.status !== 200 || body.queued !== INVITED) throw new Error(`invitations answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
  } finally {
    await stopServer(server);
  }

  const { released, releaseMs } = await withDb(file, async (db) => {
    await db.updateTable('lease_periods').set({ renewal_deadline: shift(today, -1) }).where('id', '=', target).execute();
    const started = performance.now();
    const count = await releaseRenewalHolds(db, { today, timeZone: DEFAULT_TIME_ZONE });
    return { released: count, releaseMs: performance.now() - started };
  });
  if (released < LEASES) throw new Error(`the job released ${released} holds, not ${LEASES}`);

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log('');
  printTable(
    ['Measure', 'runs', 'p50', 'p95', 'max'],
    [
      [`Renewals list (${LEASES} residents)`, String(listTimes.length), ms(percentile(listTimes, 50)), ms(percentile(listTimes, 95)), ms(Math.max(...listTimes))],
      [`Invitations queued (${INVITED} residents)`, String(invitationTimes.length), ms(percentile(invitationTimes, 50)), ms(percentile(invitationTimes, 95)), ms(Math.max(...invitationTimes))],
      [`Deadline job (${released} holds released)`, '1', ms(releaseMs), ms(releaseMs), ms(releaseMs)],
    ],
  );
  const passed = printGoals('Goals', [
    { name: 'Renewals list p95', actual: ms(percentile(listTimes, 95)), target: `≤ ${GOALS.listP95} ms`, pass: percentile(listTimes, 95) <= GOALS.listP95 },
    { name: `Invitations to ${INVITED} residents, slowest run`, actual: ms(Math.max(...invitationTimes)), target: `≤ ${GOALS.invitations} ms`, pass: Math.max(...invitationTimes) <= GOALS.invitations },
    { name: `Deadline job over ${released} holds`, actual: ms(releaseMs), target: `≤ ${GOALS.release} ms`, pass: releaseMs <= GOALS.release },
  ]);
  return passed ? 0 : 1;
}

runInTempDir('bench-renewals-', main);
