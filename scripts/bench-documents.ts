// Benchmark of the lease packet (issue 26): against the built server on the demo data, 50 students
// each choose the demo's academic year plan, so the demo packet (the ten-page lease agreement with
// its logo, lists and content block, and the guarantor agreement) is made 50 times, one request
// after another. Prints each document's render time (p50/p95, and the first after start), the
// server's peak RSS during generation and after its PDF worker stopped, and the public property
// page's p99 under a steady visitor load (from a process of its own) with and without generation.
// Then 20 of the packets are signed by all three signers (issue 27): each slot applied and the last
// complete timed. Since issue 46 the last complete answers once the signature is recorded and the
// execution queued (stamping, the certificate, posting and the mails run as a job): its answer and
// the time until the lease reads Executed in the signing state are two figures. PASS/FAIL against the
// goals; exit code 1 when one fails. Run with `npm run bench:documents` (builds first). Local only.
import autocannon from 'autocannon';
import sharp from 'sharp';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { createApiToken } from '../server/queries/api-tokens';
import { printGoals, type Goal } from './lib/goals';
import { rssMb } from './lib/proc-status';
import { printTable, runInTempDir, seedDatabase, sleep, startRssSampler, startServer, stopServer } from './lib/local-server';

const PACKETS = 50;
const PAGE_PATH = '/new/property/1';
const CONNECTIONS = 4;
/** Visitors at a steady 50 pages a second (a busy site for one process), not as many as the server can answer: a saturating load would measure the CPU the two share, not what a visitor waits. */
const VISITOR_RATE = 50;
/** How long visitors load the page, without generation and then while it runs. */
const VISITOR_SECONDS = 10;
/** The PDF worker stops after 30 s without work (server/documents/pdf/pdf-renderer.ts). */
const WORKER_IDLE_WAIT_MS = 33_000;
const GOALS = { p95Ms: 500, firstMs: 1_500, peakRssMb: 250, afterRssMb: 150, pageP99Ratio: 1.2, slotP95Ms: 100, completeP95Ms: 150, executedMs: 2_000 };
/** Of the packets made, how many are then signed by all three signers (issue 27). */
const SIGNED = 20;
const GUARANTOR = 'Zoë Łukasz Ñandú Ольга Σοφία';

type Rendered = { document: string; ms: number; bytes: number };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Students with approved applications, each holding an Offered lease on a bed the demo's academic year plan is assigned to; their API tokens. */
async function prepareLeases(dbPath: string): Promise<{ leases: { leaseId: number; token: string; planId: number }[]; managerToken: string }> {
  const db = openDatabase(dbPath);
  try {
    // The demo's academic year plan is assigned to one building of each property: beds of several properties.
    const beds = await db
      .selectFrom('payment_plan_assignments as a')
      .innerJoin('payment_plans as p', 'p.id', 'a.payment_plan_id')
      .select(['a.layout_id', 'p.id as plan_id', 'p.property_id', 'p.lease_period_id'])
      .where('p.name', '=', 'Academic Year: two installments')
      .orderBy('a.layout_id')
      .limit(PACKETS)
      .execute();
    if (beds.length < PACKETS) throw new Error(`the demo plan is assigned to ${beds.length} beds; ${PACKETS} are needed`);
    const leases = [];
    for (const [i, bed] of beds.entries()) {
      const user = await db.insertInto('users').values({ organization_id: null, email: `bench.student${i}@example.com`, password_hash: null, first_name: 'Zoë', last_name: `Łukasz ${i}` }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('user_roles').values({ user_id: user.id, role: 'student' }).execute();
      const request = await db.insertInto('reservation_requests').values({ user_id: user.id, organization_id: 1, property_id: bed.property_id, lease_period_id: bed.lease_period_id }).returning('id').executeTakeFirstOrThrow();
      const app = await db
        .insertInto('rental_applications')
        .values({ organization_id: 1, user_id: user.id, reservation_request_id: request.id, status: 'Approved', answers: JSON.stringify({ lg_name: GUARANTOR, lg_email: 'guarantor@example.com' }) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const lease = await db
        .insertInto('leases')
        .values({ organization_id: 1, application_id: app.id, user_id: user.id, property_id: bed.property_id, lease_period_id: bed.lease_period_id, layout_id: bed.layout_id, created_by: 'Bench' })
        .returning('id')
        .executeTakeFirstOrThrow();
      leases.push({ leaseId: lease.id, token: (await createApiToken(db, user.id, 'bench')).token, planId: bed.plan_id });
    }
    const manager = await db.insertInto('users').values({ organization_id: 1, email: 'bench.manager@example.com', password_hash: null, first_name: 'Morgan', last_name: 'Lee' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: manager.id, role: 'manager' }).execute();
    return { leases, managerToken: (await createApiToken(db, manager.id, 'bench')).token };
  } finally {
    await db.destroy();
  }
}

type VisitorResult = { p99: number; rps: number; non2xx: number; errors: number; requests: number };

/**
 * Visitors loading the page at a steady rate for `seconds`, from a process of their own: measured
 * from this one, the latencies would include this script's own work (its requests, the server's log
 * it reads), which made the page look three times slower during generation than it was.
 */
function visitorsFor(url: string, seconds: number): Promise<VisitorResult> {
  return new Promise((resolve, reject) => {
    const args = ['node_modules/autocannon/autocannon.js', '-c', String(CONNECTIONS), '-R', String(VISITOR_RATE), '-d', String(seconds), '-j', '-H', 'accept-encoding=gzip, br', url];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const r = JSON.parse(out) as { latency: { p99: number }; requests: { average: number; total: number }; non2xx: number; errors: number };
      resolve({ p99: r.latency.p99, rps: r.requests.average, non2xx: r.non2xx, errors: r.errors, requests: r.requests.total });
    });
  });
}

type Ceremony = { slots: { id: number; kind: string }[]; lease_status: string; finishing: boolean };
/** How long the bench waits for one execution before it counts the lease as not executed (a figure, not a crash). */
const EXECUTED_WAIT_MS = 60_000;

/**
 * Each packet signed as people do, one request after another: the tenant and the manager through
 * their API tokens, the guarantor through the link in the outbox; every slot applied (timed), the
 * last signer's complete timed (its answer: the signature recorded and the execution queued), and the
 * time from sending that complete until the signing state reads Executed (the job stamped every slot
 * into the originals, made the certificate, posted the ledger and queued the mails), read every 20 ms
 * as the ceremony reads it. The next lease is signed once this one is Executed.
 */
async function signPackets(baseUrl: string, dbPath: string, leases: { leaseId: number; token: string }[], managerToken: string): Promise<{ slotMs: number[]; completeMs: number[]; executedMs: number[]; notExecuted: number[] }> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 120 C 120 20, 220 180, 320 80 S 520 40, 580 120" stroke="#111" stroke-width="6" fill="none"/></svg>';
  const image = `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
  const slotMs: number[] = [];
  const completeMs: number[] = [];
  const executedMs: number[] = [];
  const notExecuted: number[] = [];
  const call = async (method: string, url: string, headers: Record<string, string>, body?: object) => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${url}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined, signal: AbortSignal.timeout(60_000) });
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return { ms, body: (await res.json()) as Ceremony };
  };
  const sign = async (base: string, headers: Record<string, string>, timeComplete: boolean) => {
    const { body } = await call('POST', `${base}/consent/`, headers);
    for (const slot of body.slots) slotMs.push((await call('PUT', `${base}/slots/${slot.id}/`, headers, slot.kind === 'date' ? {} : { image })).ms);
    const sent = performance.now();
    const done = await call('POST', `${base}/complete/`, headers);
    if (timeComplete) completeMs.push(done.ms);
    return sent;
  };
  /** Reads the signing state until the lease is Executed: ms since the complete was sent, or null when it was not (a failed execution, or not within EXECUTED_WAIT_MS). */
  const executed = async (base: string, headers: Record<string, string>, sent: number): Promise<number | null> => {
    for (;;) {
      const { body } = await call('GET', `${base}/`, headers);
      if (body.lease_status === 'Executed') return performance.now() - sent;
      if (!body.finishing || performance.now() - sent > EXECUTED_WAIT_MS) return null;
      await sleep(20);
    }
  };
  const db = openDatabase(dbPath);
  try {
    for (const lease of leases) {
      await sign(`/api/leases/${lease.leaseId}/signing`, { authorization: `Token ${lease.token}` }, false);
      const mail = await db.selectFrom('outbox').select('text').where('to', '=', 'guarantor@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
      const token = /\/new\/sign\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      await sign(`/api/sign/${token}`, {}, false);
      const manager = { authorization: `Token ${managerToken}` };
      const sent = await sign(`/api/leases/${lease.leaseId}/signing`, manager, true);
      const ms = await executed(`/api/leases/${lease.leaseId}/signing`, manager, sent);
      if (ms === null) notExecuted.push(lease.leaseId);
      else executedMs.push(ms);
    }
  } finally {
    await db.destroy();
  }
  return { slotMs, completeMs, executedMs, notExecuted };
}

async function main(tmp: string): Promise<number> {
  await seedDatabase(tmp);
  const { leases, managerToken } = await prepareLeases(path.join(tmp, 'app.db'));
  const server = await startServer(tmp, { LOG_LEVEL: 'info' });
  const rendered: Rendered[] = [];
  server.child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.includes('lease document rendered')) continue;
      const entry = JSON.parse(line) as Rendered;
      rendered.push({ document: entry.document, ms: entry.ms, bytes: entry.bytes });
    }
  });
  const pid = server.child.pid ?? 0;
  const pageUrl = `${server.baseUrl}${PAGE_PATH}`;
  try {
    console.log(`Public page p99 without generation (${VISITOR_SECONDS} s at ${VISITOR_RATE} requests a second, from another process)`);
    await autocannon({ url: pageUrl, connections: CONNECTIONS, duration: 1 });
    const baseline = await visitorsFor(pageUrl, VISITOR_SECONDS);
    const idleRss = rssMb(pid);

    console.log(`Making the demo packet ${PACKETS} times (two documents each), one request after another, with the same traffic`);
    const sampler = startRssSampler(pid);
    // The visitors' window opens with generation, which lasts longer (checked below).
    const visitors = visitorsFor(pageUrl, VISITOR_SECONDS);
    const started = performance.now();
    for (const lease of leases) {
      const res = await fetch(`${server.baseUrl}/api/leases/${lease.leaseId}/plan/`, {
        method: 'PUT',
        headers: { authorization: `Token ${lease.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ payment_plan_id: lease.planId }),
        signal: AbortSignal.timeout(120_000),
      });
      if (res.status !== 200) throw new Error(`PUT plan of lease ${lease.leaseId} answered ${res.status}: ${await res.text()}`);
    }
    const seconds = (performance.now() - started) / 1000;
    const during = await visitors;
    if (seconds < VISITOR_SECONDS) console.log(`  (generation took ${seconds.toFixed(1)} s, less than the visitors' ${VISITOR_SECONDS} s: part of their window had no generation)`);
    const peakRss = sampler.stop();
    console.log(`  ${PACKETS} packets in ${seconds.toFixed(1)} s; ${SIGNED} of them signed by the tenant, the guarantor and a manager...`);
    const signing = await signPackets(server.baseUrl, path.join(tmp, 'app.db'), leases.slice(0, SIGNED), managerToken);
    console.log(`  waiting for the PDF worker to stop (${WORKER_IDLE_WAIT_MS / 1000} s)...`);
    await sleep(WORKER_IDLE_WAIT_MS);
    const afterRss = rssMb(pid);

    const names = [...new Set(rendered.map((r) => r.document))];
    const rows = names.map((name) => {
      const own = rendered.filter((r) => r.document === name);
      const warm = own.slice(name === rendered[0]?.document ? 1 : 0).map((r) => r.ms);
      return [name, String(own.length), `${percentile(warm, 50)} ms`, `${percentile(warm, 95)} ms`, `${Math.max(...warm)} ms`, `${Math.round(own[0]!.bytes / 1024)} KB`];
    });
    console.log('');
    printTable(['document', 'made', 'p50', 'p95', 'max', 'PDF size'], rows);
    const first = rendered[0]!;
    const lease = rendered.filter((r) => r.document === first.document).slice(1).map((r) => r.ms);
    console.log(`\nfirst document after start: ${first.document}, ${first.ms} ms (the worker starts with it)`);
    console.log(`RSS: ${idleRss.toFixed(0)} MB before, peak ${peakRss.toFixed(0)} MB during, ${afterRss.toFixed(0)} MB after the worker stopped`);
    console.log(`public page: p99 ${baseline.p99} ms without generation (${baseline.rps.toFixed(0)} req/s), ${during.p99} ms during (${during.rps.toFixed(0)} req/s, ${during.requests} requests; ${during.non2xx} non-2xx, ${during.errors} errors)`);
    console.log(`signing: applying a slot p50 ${percentile(signing.slotMs, 50).toFixed(0)} ms, p95 ${percentile(signing.slotMs, 95).toFixed(0)} ms (${signing.slotMs.length} slots)`);
    console.log(`  the last signer's complete (its answer: signature recorded, execution queued) p50 ${percentile(signing.completeMs, 50).toFixed(0)} ms, p95 ${percentile(signing.completeMs, 95).toFixed(0)} ms, max ${Math.max(...signing.completeMs).toFixed(0)} ms (${signing.completeMs.length} leases)`);
    const slowestExecuted = signing.executedMs.length ? Math.max(...signing.executedMs) : Infinity;
    console.log(`  from that complete until the lease reads Executed (stamping, seal, certificate, posting, mails queued) p50 ${percentile(signing.executedMs, 50).toFixed(0)} ms, p95 ${percentile(signing.executedMs, 95).toFixed(0)} ms, max ${slowestExecuted.toFixed(0)} ms (${signing.executedMs.length} leases${signing.notExecuted.length ? `; NOT executed: ${signing.notExecuted.join(', ')}` : ''})`);
    const ratio = during.p99 / Math.max(1, baseline.p99);
    const goals: Goal[] = [
      { name: `${first.document} (ten pages) render p95`, actual: `${percentile(lease, 95)} ms`, target: `≤ ${GOALS.p95Ms} ms`, pass: percentile(lease, 95) <= GOALS.p95Ms },
      { name: 'first document after start', actual: `${first.ms} ms`, target: `≤ ${GOALS.firstMs} ms`, pass: first.ms <= GOALS.firstMs },
      { name: 'peak server RSS during generation', actual: `${peakRss.toFixed(0)} MB`, target: `≤ ${GOALS.peakRssMb} MB`, pass: peakRss <= GOALS.peakRssMb },
      { name: 'applying a signature slot p95', actual: `${percentile(signing.slotMs, 95).toFixed(0)} ms`, target: `≤ ${GOALS.slotP95Ms} ms`, pass: percentile(signing.slotMs, 95) <= GOALS.slotP95Ms },
      { name: "last signer's complete (the answer) p95", actual: `${percentile(signing.completeMs, 95).toFixed(0)} ms`, target: `≤ ${GOALS.completeP95Ms} ms`, pass: percentile(signing.completeMs, 95) <= GOALS.completeP95Ms },
      { name: 'complete until Executed, slowest', actual: `${slowestExecuted.toFixed(0)} ms`, target: `≤ ${GOALS.executedMs} ms, every lease`, pass: slowestExecuted <= GOALS.executedMs && signing.notExecuted.length === 0 },
      { name: 'server RSS after generation and signing', actual: `${afterRss.toFixed(0)} MB`, target: `< ${GOALS.afterRssMb} MB`, pass: afterRss < GOALS.afterRssMb },
      { name: 'public page p99 during / without generation', actual: `${ratio.toFixed(2)}×`, target: `≤ ${GOALS.pageP99Ratio}×`, pass: ratio <= GOALS.pageP99Ratio && during.non2xx === 0 && during.errors === 0 },
    ];
    return printGoals('Lease documents', goals) ? 0 : 1;
  } finally {
    await stopServer(server);
  }
}

runInTempDir('leasing-bench-documents-', main);
