// Benchmark of the managers' Alerts (issue 29): 10,000 leases of the demo company (ledger-seed's
// executed leases with a year of lines, some moved back to offered, signing or declined, with
// submitted applications, unopened requests, unread messages and open tickets: alerts-seed) in a
// temporary copy of the demo data; against the built server, a manager's alerts, the leasing
// glance and the navigation's counts are timed, for the whole company and for one property.
// PASS/FAIL against the goal; exit code 1 when one fails. Run with `npm run bench:alerts` (builds
// first). Local only.
import path from 'node:path';
import { isoToday } from '../shared/dates';
import { DEFAULT_TIME_ZONE } from '../shared/ledger/payment-terms';
import type { AlertGroup } from '../shared/alerts/alert-types';
import { seedAlertCauses } from './lib/alerts-seed';
import { printGoals } from './lib/goals';
import { seedExecutedLeases, seedLedgerLines } from './lib/ledger-seed';
import { printTable, runInTempDir, seedDatabase, startServer, stopServer } from './lib/local-server';
import { managerToken, percentile, timeGets, withDb } from './lib/timed-api';

const LEASES = 10_000;
const REQUESTS = 30;
const GOAL_P95_MS = 200;

const URLS = [
  ['Alerts, all properties', '/api/manager/alerts/'],
  ['Alerts, property=1', '/api/manager/alerts/?property=1'],
  ['Glance, all properties', '/api/manager/alerts/glance/'],
  ['Glance, property=1', '/api/manager/alerts/glance/?property=1'],
  ['Navigation counts', '/api/manager/counts/'],
  ['Tickets list (every lease has one)', '/api/tickets/'],
] as const;

async function main(tmp: string): Promise<number> {
  await seedDatabase(tmp);
  const file = path.join(tmp, 'app.db');
  console.log(`Seeding ${LEASES} leases with their ledger lines and the work waiting on them (not measured)`);
  const { seeded, token } = await withDb(file, async (db) => {
    const leases = await seedExecutedLeases(db, LEASES, 'a');
    await seedLedgerLines(db, leases, isoToday(new Date(), DEFAULT_TIME_ZONE));
    return { seeded: await seedAlertCauses(db, leases, new Date()), token: await managerToken(db, 'alerts.bench.manager@example.com') };
  });
  console.log(`  ${Object.entries(seeded).map(([k, v]) => `${k} ${v}`).join(', ')}`);

  const server = await startServer(tmp);
  const timed: { name: string; times: number[] }[] = [];
  try {
    // One untimed request first: the server's first query of a table is not what a manager waits for.
    await timeGets(server.baseUrl, token, [URLS[0][1]]);
    const answer = (await (await fetch(`${server.baseUrl}${URLS[0][1]}`, { headers: { authorization: `Token ${token}` } })).json()) as AlertGroup[];
    console.log(`  alerts: ${answer.map((g) => `${g.kind} ${g.count}`).join(', ')}`);
    for (const [name, url] of URLS) timed.push({ name, times: await timeGets(server.baseUrl, token, Array.from({ length: REQUESTS }, () => url)) });
  } finally {
    await stopServer(server);
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log('');
  printTable(['Measure', 'requests', 'p50', 'p95', 'max'], timed.map((r) => [r.name, String(r.times.length), ms(percentile(r.times, 50)), ms(percentile(r.times, 95)), ms(Math.max(...r.times))]));
  const passed = printGoals(
    'Goals',
    timed.map((r) => ({ name: `${r.name} p95`, actual: ms(percentile(r.times, 95)), target: `≤ ${GOAL_P95_MS} ms`, pass: percentile(r.times, 95) <= GOAL_P95_MS })),
  );
  return passed ? 0 : 1;
}

runInTempDir('bench-alerts-', main);
