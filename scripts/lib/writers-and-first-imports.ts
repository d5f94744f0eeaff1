// Issue 43 §6 and §7: a layout CSV of 500,000 blank lines sent to a freshly started server (its first
// import), and, on PostgreSQL, ten writers waiting for the write lock another connection holds with
// a pool of two, each while visitors load a cached page and an API read. Visitors must not wait
// behind either (ADR 017, ADR 029).
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { WRITE_LOCK_KEY } from '../../server/db/postgres-driver';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { createAccount } from '../../server/services/accounts/accounts';
import { benchDatabase, onPostgres } from './bench-database';
import { printGoals, type Goal } from './goals';
import type { BudgetSuite } from './leasing-budgets';
import { printTable, sleep, startServer, stopServer, type RunningServer } from './local-server';
import { startVisitors, type VisitorFigures } from './visitor-wait';

const GOALS = { visitorWaitMs: 200 };
const HEADER = 'Building,Floor,Unit,Unit Type,Room,Room Type,Bed\n';
const BLANK_LINES = 500_000;
const WRITERS = 10;
/** How long the other connection holds the lock while the writers wait (under their 5 s limit). */
const LOCK_HELD_MS = 2_000;

type Row = { name: string; answer: string; ms: number; visitors: VisitorFigures };

async function signIn(server: RunningServer, account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api-token-auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: account.email, password: account.password }) });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** Loads what visitors load once, so their figures are the case's and not a first render's (a write since start changed the content version). */
async function warmVisitorPages(server: RunningServer): Promise<void> {
  for (const url of [`${server.baseUrl}/new/`, `${server.baseUrl}/api/properties/1/`]) await (await fetch(url)).arrayBuffer();
}

const authorized = (token: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...init.headers, authorization: `Token ${token}` }, signal: AbortSignal.timeout(120_000) });

/** The first import after start: a header, one bed and 500,000 blank lines, while visitors come and go. */
async function firstImport(tmp: string, manager: { email: string; password: string }, unique: string): Promise<{ row: Row; imported: boolean }> {
  const server = await startServer(tmp, { UPLOADS_DIR: path.join(tmp, 'uploads') });
  try {
    const token = await signIn(server, manager);
    await warmVisitorPages(server);
    const form = new FormData();
    form.append('property_id', '1');
    form.append('file', new Blob([`${HEADER}First import ${unique},1,1,2x2,A,Private,1\n${'\n'.repeat(BLANK_LINES)}`], { type: 'text/csv' }), 'beds.csv');
    const stopVisitors = startVisitors(server);
    await sleep(50);
    const start = performance.now();
    const res = await fetch(`${server.baseUrl}/api/layouts/import/`, authorized(token, { method: 'POST', body: form })).catch(() => null);
    const body = res ? await res.text() : '';
    const ms = performance.now() - start;
    const visitors = await stopVisitors();
    const imported = res?.status === 201 && (JSON.parse(body) as { imported: number }).imported === 1;
    return { row: { name: `Layout CSV, 1 bed and ${BLANK_LINES.toLocaleString('en')} blank lines, first import after start`, answer: res ? `${res.status} ${body.slice(0, 40)}` : 'no answer', ms, visitors }, imported };
  } finally {
    await stopServer(server);
  }
}

type WriterAnswer = { status: number; retryAfter: string | null; at: number };

/** PostgreSQL, a pool of 2: ten writers wait for the write lock another connection holds, while visitors come and go; then it is let go. */
async function waitingWriters(tmp: string, manager: { email: string; password: string }, unique: string): Promise<{ row: Row; answers: WriterAnswer[] }> {
  const server = await startServer(tmp, { UPLOADS_DIR: path.join(tmp, 'uploads'), DATABASE_POOL_SIZE: '2' });
  const other = new pg.Client({ connectionString: benchDatabase('') });
  await other.connect();
  try {
    const token = await signIn(server, manager);
    const dates = { start_date: '2031-08-20', end_date: '2031-12-18' };
    const created = await fetch(`${server.baseUrl}/api/semesters/`, authorized(token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `Writers ${unique}`, ...dates }) }));
    const semesterId = ((await created.json()) as { id: number }).id;
    await warmVisitorPages(server);
    await other.query('begin');
    await other.query('select pg_advisory_xact_lock($1)', [WRITE_LOCK_KEY]);
    const start = performance.now();
    const writers = Array.from({ length: WRITERS }, (_, i) =>
      fetch(`${server.baseUrl}/api/semesters/${semesterId}/`, authorized(token, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `Writers ${unique} ${i}`, ...dates }) }))
        .then(async (res): Promise<WriterAnswer> => (await res.arrayBuffer(), { status: res.status, retryAfter: res.headers.get('retry-after'), at: performance.now() - start }))
        .catch((): WriterAnswer => ({ status: 0, retryAfter: null, at: performance.now() - start })),
    );
    await sleep(200);
    const stopVisitors = startVisitors(server);
    await sleep(LOCK_HELD_MS - 200);
    // Let go first: a visitor stuck behind the writers is counted when it is answered, and must not hold the lock longer.
    await other.query('rollback');
    const visitors = await stopVisitors();
    const answers = await Promise.all(writers);
    const ms = Math.max(...answers.map((a) => a.at));
    const counts = new Map<string, number>();
    for (const a of answers) counts.set(String(a.status || 'no answer'), (counts.get(String(a.status || 'no answer')) ?? 0) + 1);
    const answer = [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
    return { row: { name: `${WRITERS} writers waiting ${LOCK_HELD_MS / 1000} s for the lock, DATABASE_POOL_SIZE=2`, answer, ms, visitors }, answers };
  } finally {
    await other.end();
    await stopServer(server);
  }
}

async function run(tmp: string): Promise<boolean> {
  const unique = `${Date.now()}`;
  const manager = { email: `writers.${unique}@example.com`, password: 'Budgets-password-1' };
  // Seeded here rather than by a first start, which may take longer than a start may on a busy machine (not measured).
  const db = openDatabase(benchDatabase(path.join(tmp, 'app.db')));
  await migrateToLatest(db);
  await seedDemoIfEmpty(db, path.join(tmp, 'uploads'));
  await createAccount(db, { ...manager, role: 'manager', organizationId: 1 });
  await db.destroy();

  const csv = await firstImport(tmp, manager, unique);
  const writers = onPostgres() ? await waitingWriters(tmp, manager, unique) : undefined;
  const rows = [csv.row, ...(writers ? [writers.row] : [])];
  console.log('');
  printTable(
    ['request', 'answer', 'time (ms)', 'visitors: worst wait (ms)', 'visitor requests', 'failed'],
    rows.map((r) => [r.name, r.answer, r.ms.toFixed(0), r.visitors.worst.toFixed(0), String(r.visitors.count), String(r.visitors.failures)]),
  );
  const visitorGoal = (r: Row, what: string): Goal => ({
    name: `visitors’ worst wait, ${what}`,
    actual: `${r.visitors.worst.toFixed(0)} ms, ${r.visitors.failures} of ${r.visitors.count} failed`,
    target: `≤ ${GOALS.visitorWaitMs} ms, none failed`,
    pass: r.visitors.worst <= GOALS.visitorWaitMs && r.visitors.failures === 0 && r.visitors.count > 0,
  });
  const goals: Goal[] = [
    visitorGoal(csv.row, 'first import'),
    { name: 'first import answered, the bed imported', actual: csv.row.answer, target: '201 {"imported":1}', pass: csv.imported },
  ];
  if (writers) {
    goals.push(visitorGoal(writers.row, 'writers waiting'));
    goals.push({
      name: 'waiting writers then done or refused 503 with Retry-After',
      actual: writers.row.answer,
      target: `${WRITERS} × 200 or 503 with Retry-After`,
      pass: writers.answers.every((a) => a.status === 200 || (a.status === 503 && !!a.retryAfter)),
    });
  }
  return printGoals('Goals (writers and first imports):', goals);
}

/** Issue 43 §6 and §7's figures. */
export const writersAndFirstImports: BudgetSuite = { name: 'Writers and first imports', run };
