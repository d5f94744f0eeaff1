// Benchmark of a manager's send (issue 30): 1,000 tenants of the demo company (ledger-seed's executed
// leases) in a temporary copy of the demo data; against the built server (mail kept in the outbox),
// the time until `POST /api/messages/batches/` answers (queued), the time until the background queue
// has written every message to the outbox, and the property page's p99 under a steady load (8
// connections asking again as soon as answered) while the queue drains, against its p99 under the
// same load just before, in three rounds. PASS/FAIL against the issue's
// goals; exit code 1 when one fails. Run with `npm run bench:messages` (builds first). Local only.
import http from 'node:http';
import path from 'node:path';
import { document as doc, paragraph, text, variable } from '../shared/documents/build';
import type { BatchProgress } from '../shared/notifications/types';
import { printGoals } from './lib/goals';
import { seedExecutedLeases } from './lib/ledger-seed';
import { printTable, runInTempDir, seedDatabase, sleep, startServer, stopServer } from './lib/local-server';
import { managerToken, percentile, withDb } from './lib/timed-api';

const MESSAGES = 1_000;
const PAGE = '/new/property/1';
const CONNECTIONS = 8;
const BASELINE_MS = 3_000;
/** Sends measured, each after its own look at the page without sending: one round is at the mercy of a busy moment. */
const ROUNDS = 3;

type Round = { queuedMs: number; drainedMs: number; baseline: number[]; during: number[]; queueing: number[]; draining: number[] };

const deadline = (ms: number) => {
  const end = performance.now() + ms;
  return () => performance.now() > end;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const GOALS = { queuedMs: 1_000, drainedMs: 10_000, p99Ratio: 1.2 };

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One GET of the page as a browser asks for it (compressed), its time in ms. */
function timedGet(url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`GET ${url} answered ${res.statusCode}`))));
      })
      .on('error', reject);
  });
}

/** CONNECTIONS loops of page requests until `until()` says stop; each request's start time and duration. */
async function load(url: string, until: () => boolean): Promise<{ at: number; ms: number }[]> {
  const samples: { at: number; ms: number }[] = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (!until()) {
        const at = performance.now();
        samples.push({ at, ms: await timedGet(url) });
      }
    }),
  );
  return samples;
}

async function main(tmp: string): Promise<number> {
  await seedDatabase(tmp);
  console.log(`Seeding ${MESSAGES} executed leases and an e-mail template (not measured)`);
  const { leaseIds, templateId, token } = await withDb(path.join(tmp, 'app.db'), async (db) => {
    const leases = await seedExecutedLeases(db, MESSAGES, 'm');
    const body = doc(paragraph(text('Hello '), variable('student_first_name'), text(', the pool at '), variable('property_name'), text(' opens on Monday. Your unit: '), variable('unit_number'), text('.')));
    const template = await db.insertInto('document_templates').values({ organization_id: 1, name: 'Pool opening', type: 'Email Template', subject: 'News for {{student_first_name}}', body: JSON.stringify(body) }).returning('id').executeTakeFirstOrThrow();
    return { leaseIds: leases.map((l) => l.id), templateId: template.id, token: await managerToken(db, 'messages.bench.manager@example.com') };
  });

  const server = await startServer(tmp);
  const api = (url: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${url}`, { ...init, headers: { authorization: `Token ${token}`, 'content-type': 'application/json', ...init.headers } });
  const page = `${server.baseUrl}${PAGE}`;
  const rounds: Round[] = [];
  try {
    await load(page, deadline(1_000));
    for (let round = 0; round < ROUNDS; round++) {
      const baseline = await load(page, deadline(BASELINE_MS));
      let drained = false;
      const loading = load(page, () => drained);
      await sleep(200);
      const started = performance.now();
      const res = await api('/api/messages/batches/', { method: 'POST', body: JSON.stringify({ recipients: { lease_ids: leaseIds }, template_id: templateId, purpose: 'informational' }) });
      const queuedMs = performance.now() - started;
      if (res.status !== 201) throw new Error(`POST batches answered ${res.status}: ${await res.text()}`);
      const batch = (await res.json()) as BatchProgress;
      let drainedMs: number;
      for (;;) {
        const progress = (await (await api(`/api/messages/batches/${batch.id}/`)).json()) as BatchProgress;
        if (progress.queued === 0) {
          drainedMs = performance.now() - started;
          console.log(`  round ${round + 1}: batch ${batch.id}, ${progress.total} messages, ${progress.kept} in the outbox, ${progress.failed} failed`);
          break;
        }
        if (performance.now() - started > 60_000) throw new Error('the queue did not drain within 60 s');
        await sleep(50);
      }
      drained = true;
      const all = await loading;
      const within = (from: number, to: number) => all.filter((s) => s.at >= started + from && s.at <= started + to).map((s) => s.ms);
      rounds.push({ queuedMs, drainedMs, baseline: baseline.map((s) => s.ms), during: within(0, drainedMs), queueing: within(0, queuedMs), draining: within(queuedMs, drainedMs) });
    }
  } finally {
    await stopServer(server);
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const p99 = (values: number[]) => percentile(values, 99);
  const ratios = rounds.map((r) => p99(r.during) / p99(r.baseline));
  console.log('');
  printTable(
    ['Round', 'queued', 'in outbox', 'p99 without', 'p99 sending', '… queueing', '… draining', 'ratio'],
    rounds.map((r, i) => [String(i + 1), ms(r.queuedMs), ms(r.drainedMs), `${ms(p99(r.baseline))} (${r.baseline.length})`, `${ms(p99(r.during))} (${r.during.length})`, ms(p99(r.queueing)), ms(p99(r.draining)), `${ratios[i]!.toFixed(2)}×`]),
  );
  const worstQueued = Math.max(...rounds.map((r) => r.queuedMs));
  const worstDrained = Math.max(...rounds.map((r) => r.drainedMs));
  const ratio = median(ratios);
  const passed = printGoals('Goals (times: the slowest round; the p99 ratio: the median round)', [
    { name: `${MESSAGES} messages queued`, actual: ms(worstQueued), target: `≤ ${GOALS.queuedMs} ms`, pass: worstQueued <= GOALS.queuedMs },
    { name: `${MESSAGES} messages in the outbox`, actual: ms(worstDrained), target: `≤ ${GOALS.drainedMs} ms`, pass: worstDrained <= GOALS.drainedMs },
    { name: `${PAGE} p99 while sending / without`, actual: `${ratio.toFixed(2)}×`, target: `≤ ${GOALS.p99Ratio}×`, pass: ratio <= GOALS.p99Ratio },
  ]);
  return passed ? 0 : 1;
}

runInTempDir('bench-messages-', main);
