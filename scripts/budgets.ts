// The largest requests the API accepts, and another process holding the database's write lock,
// against the built server: how long each takes to answer, and how long a visitor's cached page and
// a simple API read waited meanwhile (issue 24). Then, on a second server, the manager's lists of
// 10,000 rows (API and screens in Chromium), typing in a 20-page lease, memory under cache-busting
// load and a geocoder that never answers: the figures the tests used to assert (issue 25,
// scripts/lib/list-budgets.ts). Prints figures with PASS/FAIL against the goals; exit code 1 when
// one fails. Then the leasing pipeline's suites (scripts/lib/leasing-budgets.ts; `-- --only=name` runs just
// those). Run with `npm run budgets` (builds first; `-- --pg` on PostgreSQL). Local only.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../server/db/database';
import { createAccount } from '../server/services/accounts/accounts';
import { benchDatabase, onPostgres, prepareBenchDatabase } from './lib/bench-database';
import { printGoals, type Goal } from './lib/goals';
import { cacheBustingRss, geocoderTimeout, hangingGeocoder, LIST_GOALS, listFigures } from './lib/list-budgets';
import { onlySuites, runLeasingBudgets } from './lib/leasing-budgets';
import { printTable, runInTempDir, seedDatabase, startRssSampler, startServer, stopServer, type RunningServer } from './lib/local-server';
import { measure, type Case } from './lib/visitor-wait';

const GOALS = { largestRequestMs: 1_000, visitorWaitMs: 200, lockedWriteMs: 1_500, rssMb: 150 };
const MB = 1024 * 1024;
const HEADER = 'Building,Floor,Unit,Unit Type,Room,Room Type,Bed\n';
const MANAGER = { email: 'budgets.manager@example.com', password: 'Budgets-password-1' };

/** Fills `text` with `filler` up to just under 1 MB. */
const toOneMb = (text: string, filler: string) => text + filler.repeat(Math.floor((MB - 2048 - text.length) / filler.length));

async function signIn(server: RunningServer, account = MANAGER): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api-token-auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: account.email, password: account.password }) });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

function importCsv(server: RunningServer, token: string, propertyId: number, text: string) {
  const form = new FormData();
  form.append('property_id', String(propertyId));
  form.append('file', new Blob([text], { type: 'text/csv' }), 'beds.csv');
  return fetch(`${server.baseUrl}/api/layouts/import/`, { method: 'POST', headers: { authorization: `Token ${token}` }, body: form, signal: AbortSignal.timeout(120_000) });
}

function json(server: RunningServer, method: string, urlPath: string, body: string, token?: string) {
  return fetch(`${server.baseUrl}${urlPath}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) }, body, signal: AbortSignal.timeout(120_000) });
}

async function firstLeasePeriod(server: RunningServer, token: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/api/agreement-periods/?property=1`, { headers: { authorization: `Token ${token}` } });
  return ((await res.json()) as { id: number }[])[0]!.id;
}

/** The server under test; a case that takes it down gets it started again for the next (that case reads 'no answer'). */
class Target {
  server!: RunningServer;
  token = '';
  private peakKb = 0;
  private sampler?: ReturnType<typeof startRssSampler>;

  constructor(readonly tmp: string) {}

  async ensureRunning(): Promise<RunningServer> {
    if (this.server && this.server.child.exitCode === null && this.server.child.signalCode === null) return this.server;
    if (this.server) console.log(`  (the server went down: exit code ${this.server.child.exitCode}, signal ${this.server.child.signalCode}; ${this.server.logTail().trim().split('\n').pop()?.slice(0, 200)}; starting it again)`);
    this.stopSampling();
    this.server = await startServer(this.tmp, { UPLOADS_DIR: path.join(this.tmp, 'uploads') });
    this.sampler = startRssSampler(this.server.child.pid ?? 0);
    this.token = await signIn(this.server);
    return this.server;
  }

  private stopSampling() {
    if (this.sampler) this.peakKb = Math.max(this.peakKb, this.sampler.stop() * 1024);
    this.sampler = undefined;
  }

  async stop(): Promise<number> {
    this.stopSampling();
    if (this.server) await stopServer(this.server);
    return this.peakKb / 1024;
  }
}

type Send = (server: RunningServer, token: string) => Promise<Response>;

async function runCases(target: Target): Promise<Case[]> {
  const bed = (i: number) => `Budget Hall ${'x'.repeat(40)},${i % 9},U${i},2x2 ${'y'.repeat(20)},R${i % 4},Private,B${i}\n`;
  const tenThousandBeds = HEADER + Array.from({ length: 10_000 }, (_, i) => bed(i)).join('');
  const first = await target.ensureRunning();
  const period = await firstLeasePeriod(first, target.token);
  const unknownBeds = JSON.stringify({ lease_period_id: period, rows: Array.from({ length: 10_000 }, (_, i) => ({ id: 5_000_000 + i, new_tenant_payment_plan_ids: [9_000_000 + i], renewal_tenant_payment_plan_ids: [], renewal_transfer_tenant_payment_plan_ids: [] })) });
  const hugeTemplate = JSON.stringify({ name: 'Huge', template_type: 'Lease Agreement', body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(7.5 * MB) }] }] } });
  const templateMb = (hugeTemplate.length / MB).toFixed(1);

  const requests: [string, Send][] = [
    ['CSV: header, 1 bed, 1 MB of blank lines', (s, t) => importCsv(s, t, 1, toOneMb(`${HEADER}Budget,1,1,2x2,A,Private,1\n`, '\n'))],
    ['CSV: 1 MB of CRLF and comma-only lines', (s, t) => importCsv(s, t, 1, toOneMb(`${HEADER}Budget,1,2,2x2,A,Private,1\n`, ',\r\n'))],
    ['CSV: 1 MB of stray quotes', (s, t) => importCsv(s, t, 1, toOneMb(HEADER, '"a"b,c\n'))],
    [`CSV: 10,000 beds (${(tenThousandBeds.length / MB).toFixed(2)} MB), imported`, (s, t) => importCsv(s, t, 2, tenThousandBeds)],
    ['CSV: the same 10,000 beds again, all refused', (s, t) => importCsv(s, t, 2, tenThousandBeds)],
    [`Assign Plans: 10,000 unknown beds (${(unknownBeds.length / MB).toFixed(1)} MB)`, (s, t) => json(s, 'PUT', '/api/payment-plan-assignments/', unknownBeds, t)],
    [`Template: ${templateMb} MB body, manager`, (s, t) => json(s, 'POST', '/api/document-templates/', hugeTemplate, t)],
    [`Template: ${templateMb} MB body, signed out`, (s) => json(s, 'POST', '/api/document-templates/', hugeTemplate)],
    ['Lease period with 40,000 semesters', (s, t) => json(s, 'POST', '/api/agreement-periods/', JSON.stringify({ property_id: 1, name: 'Many', semesters: Array.from({ length: 40_000 }, (_, i) => i + 1) }), t)],
  ];

  console.log('Requests (each while visitors load a cached page and an API read):');
  const cases: Case[] = [];
  for (const [name, send] of requests) {
    const server = await target.ensureRunning();
    cases.push(await measure(server, name, () => send(server, target.token)));
  }

  // Another process (as a CLI or a restore would) holds the write lock for the whole write.
  const server = await target.ensureRunning();
  const other = new SQLite(path.join(target.tmp, 'app.db'));
  other.exec('BEGIN IMMEDIATE');
  try {
    cases.push(await measure(server, 'A write while another process holds the lock', () => json(server, 'PATCH', '/api/properties/1/', JSON.stringify({ id: 1, name: 'Locked out' }), target.token)));
  } finally {
    other.exec('ROLLBACK');
    other.close();
  }
  return cases;
}

/** Lists, screens, memory under cache-busting load and a hanging geocoder, on a server of their own. */
async function runListBudgets(tmp: string): Promise<boolean> {
  console.log('');
  await seedDatabase(tmp);
  const db = openDatabase(benchDatabase(path.join(tmp, 'app.db')));
  await createAccount(db, { ...MANAGER, role: 'manager' });
  await db.destroy();
  const geocoder = await hangingGeocoder();
  let server = await startServer(tmp, { UPLOADS_DIR: path.join(tmp, 'uploads'), GEOCODER_URL: geocoder.url });
  let lists: Awaited<ReturnType<typeof listFigures>>;
  let geocode: Awaited<ReturnType<typeof geocoderTimeout>>;
  try {
    const token = await signIn(server);
    console.log('Lists of 10,000 rows and the screens in Chromium (adding 10,000 beds, 10,000 templates, 600 plans):');
    lists = await listFigures(server, benchDatabase(path.join(tmp, 'app.db')), token, MANAGER);
    geocode = await geocoderTimeout(server, token);
  } finally {
    await stopServer(server);
    await geocoder.close();
  }
  // A fresh start (as an install runs), so the memory is the cache-busting load's alone.
  server = await startServer(tmp, { UPLOADS_DIR: path.join(tmp, 'uploads') });
  let busting: Awaited<ReturnType<typeof cacheBustingRss>>;
  try {
    busting = await cacheBustingRss(server);
  } finally {
    await stopServer(server);
  }
  console.log('');
  printTable(['request', 'runs', 'median', 'max'], lists.rows);
  console.log('');
  printTable(['screen', 'shown', 'filter', 'type filter', 'sort', 'reverse / periods'], lists.screenRows);
  console.log(`\nGeocoder that never answers: ${geocode.status || 'no answer'} after ${geocode.ms.toFixed(0)} ms`);
  console.log(`Cache-busting load (50 connections, 6 s): ${busting.answers} answers ${busting.statuses}, peak RSS ${busting.peakMb.toFixed(1)} MB`);
  const goals: Goal[] = [
    ...lists.goals,
    { name: 'geocoder that never answers: the server gives up', actual: `${geocode.status || 'no answer'} in ${geocode.ms.toFixed(0)} ms`, target: `an answer ≤ ${LIST_GOALS.geocoderTimeoutMs} ms`, pass: geocode.status > 0 && geocode.ms <= LIST_GOALS.geocoderTimeoutMs },
    { name: 'peak RSS under cache-busting load', actual: `${busting.peakMb.toFixed(1)} MB`, target: `≤ ${LIST_GOALS.cacheBustingRssMb} MB`, pass: busting.peakMb <= LIST_GOALS.cacheBustingRssMb },
  ];
  return printGoals('Goals (lists, screens, memory, geocoder):', goals);
}

// `npm run budgets -- --pg`: the lists, screens and memory on PostgreSQL (the requests above include SQLite's file lock).
if (!(await prepareBenchDatabase())) {
  // Ran again under a throwaway PostgreSQL.
} else if (onlySuites() !== undefined) {
  runInTempDir('leasing-budgets-', async (tmp) => ((await runLeasingBudgets(tmp)) ? 0 : 1));
} else if (onPostgres()) {
  runInTempDir('leasing-budgets-', async (tmp) => {
    const listsMet = await runListBudgets(path.join(tmp, 'lists'));
    const leasingMet = await runLeasingBudgets(tmp);
    return listsMet && leasingMet ? 0 : 1;
  });
} else runInTempDir('leasing-budgets-', async (tmp) => {
  await seedDatabase(tmp);
  const db = openDatabase(path.join(tmp, 'app.db'));
  await createAccount(db, { ...MANAGER, role: 'manager' });
  await db.destroy();
  const target = new Target(tmp);
  let cases: Case[];
  let peakMb: number;
  try {
    cases = await runCases(target);
  } finally {
    peakMb = await target.stop();
  }

  console.log('');
  printTable(
    ['request', 'answer', 'time (ms)', 'visitors: worst wait (ms)', 'visitor requests', 'failed'],
    cases.map((c) => [c.name, c.status ? `${c.status}${c.retryAfter ? ` (Retry-After ${c.retryAfter})` : ''}` : 'no answer', c.ms.toFixed(0), c.visitorWorstMs.toFixed(0), String(c.visitorRequests), String(c.visitorFailures)]),
  );
  const locked = cases[cases.length - 1]!;
  const requests = cases.slice(0, -1);
  const slowest = requests.reduce((a, b) => (b.ms > a.ms ? b : a));
  const worstWait = cases.reduce((a, b) => (b.visitorWorstMs > a.visitorWorstMs ? b : a));
  const goals: Goal[] = [
    { name: 'slowest of the largest requests', actual: `${slowest.ms.toFixed(0)} ms (${slowest.name})`, target: `≤ ${GOALS.largestRequestMs} ms`, pass: slowest.ms <= GOALS.largestRequestMs },
    { name: 'no request answered 5xx or went unanswered', actual: requests.filter((c) => c.status >= 500 || !c.status).map((c) => `${c.name}: ${c.status || 'no answer'}`).join('; ') || 'none', target: 'none', pass: requests.every((c) => c.status && c.status < 500) },
    { name: 'visitor requests that failed', actual: String(cases.reduce((n, c) => n + c.visitorFailures, 0)), target: '0', pass: cases.every((c) => !c.visitorFailures) },
    { name: 'visitors’ worst wait', actual: `${worstWait.visitorWorstMs.toFixed(0)} ms (during: ${worstWait.name})`, target: `≤ ${GOALS.visitorWaitMs} ms`, pass: worstWait.visitorWorstMs <= GOALS.visitorWaitMs },
    { name: 'locked write answers 503 with Retry-After', actual: `${locked.status} in ${locked.ms.toFixed(0)} ms`, target: `503 ≤ ${GOALS.lockedWriteMs} ms`, pass: locked.status === 503 && !!locked.retryAfter && locked.ms <= GOALS.lockedWriteMs },
    { name: 'peak RSS, server', actual: `${peakMb.toFixed(1)} MB`, target: `≤ ${GOALS.rssMb} MB`, pass: peakMb <= GOALS.rssMb },
  ];
  const requestsMet = printGoals('Goals:', goals);
  const listsMet = await runListBudgets(path.join(tmp, 'lists'));
  const leasingMet = await runLeasingBudgets(tmp);
  return requestsMet && listsMet && leasingMet ? 0 : 1;
});
