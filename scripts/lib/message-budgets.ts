// "Messages to 10,000 tenants" (issue 43 §5–7, ADR 034): on a built server with 10,000 executed
// leases, a manager sends one e-mail to all of them while visitors load a cached page and an API read;
// the batch is followed until every message is in the outbox. Then a send to 2,000 is killed (kill -9)
// mid-batch, the server started again at once where it listened, and followed until nothing is left
// "sending" and the batch is complete. Prints the figures and the goals with PASS/FAIL.
import path from 'node:path';
import { document as doc, paragraph, text, variable } from '../../shared/documents/build';
import type { BatchProgress } from '../../shared/notifications/types';
import type { Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { benchDatabase } from './bench-database';
import { printGoals } from './goals';
import type { BudgetSuite } from './leasing-budgets';
import { seedExecutedLeases } from './ledger-seed';
import { freePort, printTable, sleep, startServer, stopServer, type RunningServer } from './local-server';
import { managerToken, withDb } from './timed-api';
import { startVisitors } from './visitor-wait';

const TENANTS = 10_000;
const KILLED = 2_000;
/** The killed send is killed once this many of its messages went out. */
const KILL_AFTER = 300;
const GOALS = { sendMs: 2_000, visitorWaitMs: 200, drainS: 180, recoveredS: 30 };
const FOLLOW_LIMIT_MS = 600_000;

/** The batch's messages by status, read from the database. */
async function statusesOf(db: Db, batchId: number): Promise<Record<string, number>> {
  const rows = await db.selectFrom('messages').select(['status', db.fn.countAll<number>().as('n')]).where('batch_id', '=', batchId).groupBy('status').execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** Polls `check` every 100 ms until it answers true; the time it took in ms (Infinity past the limit). */
async function until(check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > FOLLOW_LIMIT_MS) return Infinity;
    await sleep(100);
  }
  return performance.now() - start;
}

async function run(tmp: string): Promise<boolean> {
  const file = benchDatabase(path.join(tmp, 'app.db'));
  // The demo company seeded here rather than by a first start of the server (seedDatabase), which on a
  // busy machine can take longer than startServer waits.
  console.log('Preparing the database: the demo company (on --pg, already there) and 10,000 executed leases (not measured)');
  await withDb(file, async (db) => {
    await migrateToLatest(db);
    await seedDemoIfEmpty(db, path.join(tmp, 'uploads'));
  });
  // On --pg the database is shared with the other suites: names of this run's own.
  const tag = `msg${Date.now().toString(36)}-`;
  const { leaseIds, templateId, token } = await withDb(file, async (db) => {
    const leases = await seedExecutedLeases(db, TENANTS, tag, true);
    const body = doc(paragraph(text('Hello '), variable('student_first_name'), text(', the pool at '), variable('property_name'), text(' opens on Monday. Your unit: '), variable('unit_number'), text(', rent '), variable('monthly_rent'), text('.')));
    const template = await db.insertInto('document_templates').values({ organization_id: 1, name: `Pool opening ${tag}`, type: 'Email Template', subject: 'News for {{student_first_name}}', body: JSON.stringify(body) }).returning('id').executeTakeFirstOrThrow();
    return { leaseIds: leases.map((l) => l.id), templateId: template.id, token: await managerToken(db, `${tag}manager@example.com`) };
  });

  const port = String(await freePort());
  let server: RunningServer = await startServer(tmp, { PORT: port });
  const api = (url: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${url}`, { ...init, headers: { authorization: `Token ${token}`, 'content-type': 'application/json', ...init.headers }, signal: AbortSignal.timeout(120_000) });
  const send = async (ids: number[]) => {
    const res = await api('/api/messages/batches/', { method: 'POST', body: JSON.stringify({ recipients: { lease_ids: ids }, template_id: templateId, purpose: 'informational' }) });
    if (res.status !== 201) throw new Error(`POST /api/messages/batches/ answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return (await res.json()) as BatchProgress;
  };
  const progress = async (id: number) => (await (await api(`/api/messages/batches/${id}/`)).json()) as BatchProgress;

  try {
    console.log(`A send to ${TENANTS.toLocaleString('en-US')} tenants, while visitors load a cached page and an API read:`);
    let stopVisitors = startVisitors(server);
    await sleep(50);
    let started = performance.now();
    const batch = await send(leaseIds);
    const sendMs = performance.now() - started;
    const sending = await stopVisitors();
    console.log(`  answered 201 in ${sendMs.toFixed(0)} ms (${batch.total} queued); visitors waited at most ${sending.worst.toFixed(0)} ms (${sending.failures} of ${sending.count} failed)`);

    stopVisitors = startVisitors(server);
    const drainMs = await until(async () => (await progress(batch.id)).queued === 0);
    const draining = await stopVisitors();
    const drained = await progress(batch.id);
    console.log(`  all out ${(drainMs / 1000).toFixed(1)} s after the answer: ${drained.kept + drained.sent} in the outbox or sent, ${drained.failed} failed; visitors waited at most ${draining.worst.toFixed(0)} ms (${draining.failures} of ${draining.count} failed)`);

    console.log(`A send to ${KILLED.toLocaleString('en-US')} killed (kill -9) after ${KILL_AFTER} went out, and the server started again at once:`);
    const killed = await send(leaseIds.slice(0, KILLED));
    await until(async () => {
      const p = await progress(killed.id);
      return p.kept + p.sent >= KILL_AFTER;
    });
    server.child.kill('SIGKILL');
    await server.exited;
    const left = await withDb(file, (db) => statusesOf(db, killed.id));
    started = performance.now();
    server = await startServer(tmp, { PORT: port });
    const startedS = (performance.now() - started) / 1000;
    // Both times from the restart (the server's start included).
    const sinceRestart = (ms: number) => (ms === Infinity ? ms : (performance.now() - started) / 1000);
    const { recoveredS, completeS, final } = await withDb(file, async (db) => {
      const recoveredS = sinceRestart(await until(async () => !(await statusesOf(db, killed.id)).sending));
      const completeS = sinceRestart(
        await until(async () => {
          const s = await statusesOf(db, killed.id);
          return !s.sending && !s.queued;
        }),
      );
      return { recoveredS, completeS, final: await statusesOf(db, killed.id) };
    });
    const killedDone = (final.kept ?? 0) + (final.sent ?? 0);
    console.log(`  left by the killed process: ${left.sending ?? 0} sending, ${left.queued ?? 0} queued; after the restart (answering in ${startedS.toFixed(1)} s) none sending ${recoveredS.toFixed(1)} s after it, all out ${completeS.toFixed(1)} s after it: ${killedDone} in the outbox or sent, ${final.failed ?? 0} failed`);

    console.log('');
    printTable(
      ['case', 'answer (ms)', 'done (s)', 'visitors: worst wait (ms)', 'visitor requests', 'failed'],
      [
        [`send to ${TENANTS}`, sendMs.toFixed(0), '', sending.worst.toFixed(0), String(sending.count), String(sending.failures)],
        [`its ${TENANTS} messages going out`, '', (drainMs / 1000).toFixed(1), draining.worst.toFixed(0), String(draining.count), String(draining.failures)],
        [`send to ${KILLED}, kill -9, restart`, '', completeS.toFixed(1), '', '', ''],
      ],
    );
    const completed = drained.kept + drained.sent === TENANTS && drained.failed === 0;
    return printGoals('Goals (messages to 10,000 tenants):', [
      { name: `send to ${TENANTS.toLocaleString('en-US')} tenants answers`, actual: `${sendMs.toFixed(0)} ms`, target: `≤ ${GOALS.sendMs} ms`, pass: sendMs <= GOALS.sendMs },
      { name: 'visitors’ worst wait during the send', actual: `${sending.worst.toFixed(0)} ms`, target: `≤ ${GOALS.visitorWaitMs} ms`, pass: sending.worst <= GOALS.visitorWaitMs && !sending.failures },
      { name: 'visitors’ worst wait while it goes out', actual: `${draining.worst.toFixed(0)} ms`, target: `≤ ${GOALS.visitorWaitMs} ms`, pass: draining.worst <= GOALS.visitorWaitMs && !draining.failures },
      { name: 'the batch completes (every message sent or kept)', actual: `${drained.kept + drained.sent} of ${TENANTS} in ${(drainMs / 1000).toFixed(1)} s, ${drained.failed} failed`, target: `all ≤ ${GOALS.drainS} s`, pass: completed && drainMs <= GOALS.drainS * 1000 },
      { name: 'after kill -9 and a restart: none left sending', actual: `${left.sending ?? 0} → 0 ${recoveredS.toFixed(1)} s after the restart`, target: `≤ ${GOALS.recoveredS} s (the sweep's period)`, pass: recoveredS <= GOALS.recoveredS },
      { name: 'after kill -9 and a restart: the batch completes', actual: `${killedDone} of ${KILLED} in ${completeS.toFixed(1)} s`, target: `all ≤ ${GOALS.drainS} s`, pass: killedDone === KILLED && completeS <= GOALS.drainS },
    ]);
  } finally {
    await stopServer(server);
  }
}

/** The suite as scripts/lib/leasing-budgets.ts lists it. */
export const MESSAGES_SUITE: BudgetSuite = { name: 'Messages to 10,000 tenants', run };
