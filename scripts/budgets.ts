// The largest requests the API accepts, and another process holding the database's write lock,
// against the built server: how long each takes to answer, and how long a visitor's cached page and
// a simple API read waited meanwhile. Prints figures with PASS/FAIL against the goals (issue 24);
// exit code 1 when one fails. Run with `npm run budgets` (builds first). Local only.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../server/db/database';
import { createAccount } from '../server/services/accounts';
import { printGoals, type Goal } from './lib/goals';
import { printTable, runInTempDir, seedDatabase, sleep, startRssSampler, startServer, stopServer, type RunningServer } from './lib/local-server';

const GOALS = { largestRequestMs: 1_000, visitorWaitMs: 200, lockedWriteMs: 1_500, rssMb: 150 };
const MB = 1024 * 1024;
const HEADER = 'Building,Floor,Unit,Unit Type,Room,Room Type,Bed\n';
const MANAGER = { email: 'budgets.manager@example.com', password: 'Budgets-password-1' };

type Case = { name: string; status: number; ms: number; visitorWorstMs: number; visitorRequests: number; retryAfter?: string | null };

/** Fills `text` with `filler` up to just under 1 MB. */
const toOneMb = (text: string, filler: string) => text + filler.repeat(Math.floor((MB - 2048 - text.length) / filler.length));

/** GETs a cached page and a simple API read in turn until stopped; the slowest answer is what a visitor waited. */
function startVisitors(server: RunningServer) {
  let stopped = false;
  let worst = 0;
  let count = 0;
  const urls = [`${server.baseUrl}/new/`, `${server.baseUrl}/api/properties/1/`];
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      const start = performance.now();
      const res = await fetch(urls[i % 2]!, { headers: { 'accept-encoding': 'gzip, br' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`visitor GET ${urls[i % 2]} answered ${res.status}`);
      worst = Math.max(worst, performance.now() - start);
      count++;
      await sleep(5);
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return { worst, count };
  };
}

/** Runs one request while visitors come and go; the visitors start first and stop when it has answered. */
async function measure(server: RunningServer, name: string, send: () => Promise<Response>): Promise<Case> {
  const stopVisitors = startVisitors(server);
  await sleep(50);
  const start = performance.now();
  const res = await send();
  await res.arrayBuffer();
  const ms = performance.now() - start;
  const visitors = await stopVisitors();
  console.log(`  ${name}: ${res.status} in ${ms.toFixed(0)} ms; visitors waited at most ${visitors.worst.toFixed(0)} ms`);
  return { name, status: res.status, ms, visitorWorstMs: visitors.worst, visitorRequests: visitors.count, retryAfter: res.headers.get('retry-after') };
}

async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api-token-auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: MANAGER.email, password: MANAGER.password }) });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

function importCsv(server: RunningServer, token: string, propertyId: number, text: string) {
  const form = new FormData();
  form.append('property_id', String(propertyId));
  form.append('file', new Blob([text], { type: 'text/csv' }), 'beds.csv');
  return () => fetch(`${server.baseUrl}/api/layouts/import/`, { method: 'POST', headers: { authorization: `Token ${token}` }, body: form });
}

function json(server: RunningServer, method: string, urlPath: string, body: string, token?: string) {
  return () => fetch(`${server.baseUrl}${urlPath}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) }, body });
}

async function firstLeasePeriod(server: RunningServer, token: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/api/agreement-periods/?property=1`, { headers: { authorization: `Token ${token}` } });
  return ((await res.json()) as { id: number }[])[0]!.id;
}

async function runCases(server: RunningServer, tmp: string): Promise<Case[]> {
  const token = await signIn(server);
  const bed = (i: number) => `Budget Hall ${'x'.repeat(40)},${i % 9},U${i},2x2 ${'y'.repeat(20)},R${i % 4},Private,B${i}\n`;
  const tenThousandBeds = HEADER + Array.from({ length: 10_000 }, (_, i) => bed(i)).join('');
  const period = await firstLeasePeriod(server, token);
  const unknownBeds = JSON.stringify({ lease_period_id: period, rows: Array.from({ length: 10_000 }, (_, i) => ({ id: 5_000_000 + i, new_tenant_payment_plan_ids: [9_000_000 + i], renewal_tenant_payment_plan_ids: [], renewal_transfer_tenant_payment_plan_ids: [] })) });
  const hugeTemplate = JSON.stringify({ name: 'Huge', template_type: 'Lease Agreement', body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(7.5 * MB) }] }] } });

  console.log('Requests (each while visitors load a cached page and an API read):');
  const cases = [
    await measure(server, 'CSV: header, 1 bed, 1 MB of blank lines', importCsv(server, token, 1, toOneMb(`${HEADER}Budget,1,1,2x2,A,Private,1\n`, '\n'))),
    await measure(server, 'CSV: 1 MB of CRLF and comma-only lines', importCsv(server, token, 1, toOneMb(`${HEADER}Budget,1,2,2x2,A,Private,1\n`, ',\r\n'))),
    await measure(server, 'CSV: 1 MB of stray quotes', importCsv(server, token, 1, toOneMb(HEADER, '"a"b,c\n'))),
    await measure(server, `CSV: 10,000 beds (${(tenThousandBeds.length / MB).toFixed(2)} MB), imported`, importCsv(server, token, 2, tenThousandBeds)),
    await measure(server, 'CSV: the same 10,000 beds again, all refused', importCsv(server, token, 2, tenThousandBeds)),
    await measure(server, `Assign Plans: 10,000 unknown beds (${(unknownBeds.length / MB).toFixed(1)} MB)`, json(server, 'PUT', '/api/payment-plan-assignments/', unknownBeds, token)),
    await measure(server, `Template: ${(hugeTemplate.length / MB).toFixed(1)} MB body, manager`, json(server, 'POST', '/api/document-templates/', hugeTemplate, token)),
    await measure(server, `Template: ${(hugeTemplate.length / MB).toFixed(1)} MB body, signed out`, json(server, 'POST', '/api/document-templates/', hugeTemplate)),
    await measure(server, 'Lease period with 40,000 semesters', json(server, 'POST', '/api/agreement-periods/', JSON.stringify({ property_id: 1, name: 'Many', semesters: Array.from({ length: 40_000 }, (_, i) => i + 1) }), token)),
  ];

  // Another process (as a CLI or a restore would) holds the write lock for the whole write.
  const other = new SQLite(path.join(tmp, 'app.db'));
  other.exec('BEGIN IMMEDIATE');
  try {
    cases.push(await measure(server, 'A write while another process holds the lock', json(server, 'PATCH', '/api/properties/1/', JSON.stringify({ id: 1, name: 'Locked out' }), token)));
  } finally {
    other.exec('ROLLBACK');
    other.close();
  }
  return cases;
}

runInTempDir('leasing-budgets-', async (tmp) => {
  await seedDatabase(tmp);
  const db = openDatabase(path.join(tmp, 'app.db'));
  await createAccount(db, { ...MANAGER, role: 'manager' });
  await db.destroy();
  const server = await startServer(tmp, { UPLOADS_DIR: path.join(tmp, 'uploads') });
  const sampler = startRssSampler(server.child.pid ?? 0);
  let cases: Case[];
  let peakMb: number;
  try {
    cases = await runCases(server, tmp);
  } catch (err) {
    await Promise.race([server.exited, sleep(2000)]);
    console.error(`Measuring failed (server exit code ${server.child.exitCode}, signal ${server.child.signalCode}); its last output:\n${server.logTail()}`);
    throw err;
  } finally {
    peakMb = sampler.stop();
    await stopServer(server);
  }

  console.log('');
  printTable(
    ['request', 'answer', 'time (ms)', 'visitors: worst wait (ms)', 'visitor requests'],
    cases.map((c) => [c.name, `${c.status}${c.retryAfter ? ` (Retry-After ${c.retryAfter})` : ''}`, c.ms.toFixed(0), c.visitorWorstMs.toFixed(0), String(c.visitorRequests)]),
  );
  const locked = cases[cases.length - 1]!;
  const requests = cases.slice(0, -1);
  const slowest = requests.reduce((a, b) => (b.ms > a.ms ? b : a));
  const worstWait = cases.reduce((a, b) => (b.visitorWorstMs > a.visitorWorstMs ? b : a));
  const goals: Goal[] = [
    { name: 'slowest of the largest requests', actual: `${slowest.ms.toFixed(0)} ms (${slowest.name})`, target: `≤ ${GOALS.largestRequestMs} ms`, pass: slowest.ms <= GOALS.largestRequestMs },
    { name: 'no request answered 5xx', actual: requests.filter((c) => c.status >= 500).map((c) => `${c.name}: ${c.status}`).join('; ') || 'none', target: 'none', pass: requests.every((c) => c.status < 500) },
    { name: 'visitors’ worst wait', actual: `${worstWait.visitorWorstMs.toFixed(0)} ms (during: ${worstWait.name})`, target: `≤ ${GOALS.visitorWaitMs} ms`, pass: worstWait.visitorWorstMs <= GOALS.visitorWaitMs },
    { name: 'locked write answers 503 with Retry-After', actual: `${locked.status} in ${locked.ms.toFixed(0)} ms`, target: `503 ≤ ${GOALS.lockedWriteMs} ms`, pass: locked.status === 503 && !!locked.retryAfter && locked.ms <= GOALS.lockedWriteMs },
    { name: 'peak RSS, server', actual: `${peakMb.toFixed(1)} MB`, target: `≤ ${GOALS.rssMb} MB`, pass: peakMb <= GOALS.rssMb },
  ];
  return printGoals('Goals:', goals) ? 0 : 1;
});
