// Benchmark of the tenant ledger (issue 28): 10,000 executed leases of a dozen lines each are seeded
// into a temporary copy of the demo data; against the built server, a manager's Collections (whole,
// by property, by lease period) and single ledgers are timed; then, in this process on the same
// database, the chosen plans of 1,000 more executed leases are posted in one transaction.
// PASS/FAIL against the goals; exit code 1 when one fails. Run with `npm run bench:ledger`
// (builds first). Local only.
import path from 'node:path';
import { isoToday } from '../shared/dates';
import { DEFAULT_TIME_ZONE } from '../shared/ledger/payment-terms';
import { postPlansOf } from '../server/services/ledger/posting';
import { printGoals } from './lib/goals';
import { postingLeases, seedExecutedLeases, seedLedgerLines } from './lib/ledger-seed';
import { printTable, runInTempDir, seedDatabase, startServer, stopServer } from './lib/local-server';
import { managerToken, percentile, timeGets, withDb } from './lib/timed-api';

const LEASES = 10_000;
const POSTED_AT_ONCE = 1_000;
const COLLECTION_REQUESTS = 30;
const LEDGER_REQUESTS = 200;
const GOALS = { collectionsP95Ms: 200, ledgerP95Ms: 50, postingMs: 1_000 };

async function main(tmp: string): Promise<number> {
  await seedDatabase(tmp);
  const file = path.join(tmp, 'app.db');
  const today = isoToday(new Date(), DEFAULT_TIME_ZONE);
  console.log(`Seeding ${LEASES} executed leases with their ledger lines (not measured)`);
  const { leaseIds, lines, token } = await withDb(file, async (db) => {
    const leases = await seedExecutedLeases(db, LEASES, 's');
    return { leaseIds: leases.map((l) => l.id), lines: await seedLedgerLines(db, leases, today), token: await managerToken(db, 'ledger.bench.manager@example.com') };
  });
  console.log(`  ${leaseIds.length} leases, ${lines} lines`);

  const server = await startServer(tmp);
  let collections: { name: string; times: number[] }[];
  let ledger: number[];
  try {
    // One untimed request first: the server's first query of a table is not what a manager waits for.
    await timeGets(server.baseUrl, token, ['/api/collections/']);
    const repeat = (url: string) => Array.from({ length: COLLECTION_REQUESTS }, () => url);
    collections = [];
    for (const [name, url] of [['all', '/api/collections/'], ['property=1', '/api/collections/?property=1'], ['lease_period=7', '/api/collections/?lease_period=7']] as const) {
      collections.push({ name: `Collections, ${name}`, times: await timeGets(server.baseUrl, token, repeat(url)) });
    }
    const random = Array.from({ length: LEDGER_REQUESTS }, () => `/api/leases/${leaseIds[Math.floor(Math.random() * leaseIds.length)]!}/ledger/`);
    ledger = await timeGets(server.baseUrl, token, random);
  } finally {
    await stopServer(server);
  }

  console.log(`Posting the plans of ${POSTED_AT_ONCE} more executed leases in one transaction, in this process`);
  const posting = await withDb(file, async (db) => {
    const leases = postingLeases(await seedExecutedLeases(db, POSTED_AT_ONCE, 'p', true), today);
    const started = performance.now();
    const posted = await postPlansOf(db, leases);
    return { ms: performance.now() - started, lines: [...posted.values()].reduce((a, b) => a + b, 0), leases: [...posted.values()].filter((n) => n > 0).length };
  });

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log('');
  printTable(
    ['Measure', 'requests', 'p50', 'p95', 'max'],
    [...collections.map((c) => ({ name: c.name, times: c.times })), { name: 'One ledger (random lease)', times: ledger }].map((r) => [r.name, String(r.times.length), ms(percentile(r.times, 50)), ms(percentile(r.times, 95)), ms(Math.max(...r.times))]),
  );
  console.log(`\nPosting: ${posting.lines} lines for ${posting.leases} leases with a plan (of ${POSTED_AT_ONCE}) in ${ms(posting.ms)}`);

  const passed = printGoals('Goals', [
    ...collections.map((c) => ({ name: `${c.name} p95`, actual: ms(percentile(c.times, 95)), target: `≤ ${GOALS.collectionsP95Ms} ms`, pass: percentile(c.times, 95) <= GOALS.collectionsP95Ms })),
    { name: 'One ledger p95', actual: ms(percentile(ledger, 95)), target: `≤ ${GOALS.ledgerP95Ms} ms`, pass: percentile(ledger, 95) <= GOALS.ledgerP95Ms },
    { name: `Posting ${POSTED_AT_ONCE} leases' plans`, actual: ms(posting.ms), target: `≤ ${GOALS.postingMs} ms`, pass: posting.ms <= GOALS.postingMs && posting.lines > 0 },
  ]);
  return passed ? 0 : 1;
}

runInTempDir('bench-ledger-', main);
