// "Signature images" (issue 43 §1): the PNGs that froze the server, each sent to a tenant's signature
// place while visitors load a cached page and an API read: an interlaced 300 × 100 image whose data
// inflates to 185 MB, a 2400 × 1200 16-bit image, an animated PNG and a normal signature, 20 requests
// in all. Each answers within 300 ms, visitors wait at most 200 ms, and the server holds at most
// 150 MB after the 20. The lease is made on the demo company with names of its own, so the suite
// also runs on a PostgreSQL database that other suites share.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../../server/db/database';
import { createApiToken } from '../../server/queries/api-tokens';
import { animationChunks, dataUrl, deflatedZeros, pngOf, sixteenBitPng, withChunksAfterHeader } from '../../test/helpers/png-craft';
import { benchDatabase } from './bench-database';
import { printGoals, type Goal } from './goals';
import type { BudgetSuite } from './leasing-budgets';
import { printTable, seedDatabase, sleep, startServer, stopServer, type RunningServer } from './local-server';
import { rssMb } from './proc-status';
import { measure, type Case } from './visitor-wait';

const GOALS = { answerMs: 300, visitorWaitMs: 200, rssMb: 150 };
const ROUNDS = 5;
const MB = 1024 * 1024;
const PLAN = 'Academic Year: two installments';
const PDF_WORKER_IDLE_WAIT_MS = 33_000;
/** The signature decoder's worker stops after 10 s without an image (server/uploads/signature/decoder.ts). */
const DECODER_IDLE_WAIT_MS = 12_000;

type Signer = { leaseId: number; slotId: number; token: string };

/** A student of the demo company with an Offered lease on a bed of its own (the demo plan assigned to it), and their API token. */
async function offeredLease(dbFile: string, tag: string): Promise<{ leaseId: number; planId: number; token: string }> {
  const db = openDatabase(dbFile);
  try {
    const plan = await db.selectFrom('payment_plans').select(['id', 'property_id', 'lease_period_id']).where('name', '=', PLAN).orderBy('id').executeTakeFirstOrThrow();
    const bed = await db.insertInto('layouts').values({ property_id: plan.property_id, building: `Signature bench ${tag}`, floor: '1', unit: '1', unit_type: '1x1', room: 'A', room_type: 'Private', bed: 'A' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('payment_plan_assignments').values({ layout_id: bed.id, payment_plan_id: plan.id }).execute();
    const user = await db.insertInto('users').values({ organization_id: null, email: `signature.bench.${tag}@example.com`, password_hash: null, first_name: 'Jordan', last_name: 'Rivera' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: user.id, role: 'student' }).execute();
    const request = await db.insertInto('reservation_requests').values({ user_id: user.id, organization_id: 1, property_id: plan.property_id, lease_period_id: plan.lease_period_id }).returning('id').executeTakeFirstOrThrow();
    const application = await db.insertInto('rental_applications').values({ organization_id: 1, user_id: user.id, reservation_request_id: request.id, status: 'Approved', answers: '{}' }).returning('id').executeTakeFirstOrThrow();
    const lease = await db
      .insertInto('leases')
      .values({ organization_id: 1, application_id: application.id, user_id: user.id, property_id: plan.property_id, lease_period_id: plan.lease_period_id, layout_id: bed.id, created_by: 'Bench' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { leaseId: lease.id, planId: plan.id, token: (await createApiToken(db, user.id, 'bench')).token };
  } finally {
    await db.destroy();
  }
}

async function call(server: RunningServer, method: string, url: string, token: string, body?: object): Promise<unknown> {
  const res = await fetch(`${server.baseUrl}${url}`, { method, headers: { authorization: `Token ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
  if (res.status !== 200) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** The student chooses the plan (the packet is made), agrees to sign, and has a signature place to fill. */
async function signer(server: RunningServer, lease: { leaseId: number; planId: number; token: string }): Promise<Signer> {
  await call(server, 'PUT', `/api/leases/${lease.leaseId}/plan/`, lease.token, { payment_plan_id: lease.planId });
  const state = (await call(server, 'POST', `/api/leases/${lease.leaseId}/signing/consent/`, lease.token)) as { slots: { id: number; kind: string }[] };
  const slot = state.slots.find((s) => s.kind === 'sig');
  if (!slot) throw new Error('the demo packet has no tenant signature place');
  return { leaseId: lease.leaseId, slotId: slot.id, token: lease.token };
}

/** The four images, each with the answer it should get. */
async function images(): Promise<{ name: string; url: string; expect: number }[]> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 120 C 120 20, 220 180, 320 80 S 520 40, 580 120" stroke="#111" stroke-width="6" fill="none"/></svg>';
  const normal = await sharp(Buffer.from(svg)).png().toBuffer();
  const bomb = pngOf({ width: 300, height: 100, interlace: 1 }, await deflatedZeros(185 * MB));
  const sixteen = sixteenBitPng(2400, 1200);
  const kb = (png: Buffer) => `${Math.round(png.length / 1024)} KB`;
  return [
    { name: `interlaced 300×100 inflating to 185 MB (${kb(bomb)})`, url: dataUrl(bomb), expect: 400 },
    { name: `2400×1200 16-bit (${kb(sixteen)})`, url: dataUrl(sixteen), expect: 400 },
    { name: `animated PNG (${kb(normal)})`, url: dataUrl(withChunksAfterHeader(normal, animationChunks())), expect: 400 },
    { name: `normal signature 600×200 (${kb(normal)})`, url: dataUrl(normal), expect: 200 },
  ];
}

async function run(tmp: string): Promise<boolean> {
  mkdirSync(tmp, { recursive: true });
  await seedDatabase(tmp);
  const lease = await offeredLease(benchDatabase(path.join(tmp, 'app.db')), `${Date.now()}`);
  const server = await startServer(tmp, { UPLOADS_DIR: path.join(tmp, 'uploads') });
  const pid = server.child.pid ?? 0;
  const cases: (Case & { expect: number })[] = [];
  let beforeMb: number;
  let peakMb: number;
  let afterMb: number;
  let settledMb: number;
  try {
    const seat = await signer(server, lease);
    const sent = await images();
    // The packet's PDF worker has stopped (30 s idle, server/documents/pdf/pdf-renderer.ts) before anything is measured.
    await sleep(PDF_WORKER_IDLE_WAIT_MS);
    beforeMb = rssMb(pid);
    peakMb = beforeMb;
    console.log(`Signature images, ${ROUNDS} rounds of ${sent.length} (each while visitors load a cached page and an API read):`);
    for (let round = 0; round < ROUNDS; round++) {
      for (const image of sent) {
        const put = () => fetch(`${server.baseUrl}/api/leases/${seat.leaseId}/signing/slots/${seat.slotId}/`, { method: 'PUT', headers: { authorization: `Token ${seat.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ image: image.url }), signal: AbortSignal.timeout(60_000) });
        cases.push({ ...(await measure(server, image.name, put)), expect: image.expect });
        peakMb = Math.max(peakMb, rssMb(pid));
      }
    }
    afterMb = rssMb(pid);
    await sleep(DECODER_IDLE_WAIT_MS);
    settledMb = rssMb(pid);
  } finally {
    await stopServer(server);
  }

  console.log('');
  const names = [...new Set(cases.map((c) => c.name))];
  printTable(
    ['image', 'answers', 'slowest (ms)', 'visitors: worst wait (ms)'],
    names.map((name) => {
      const of = cases.filter((c) => c.name === name);
      return [name, [...new Set(of.map((c) => c.status))].join(', '), Math.max(...of.map((c) => c.ms)).toFixed(0), Math.max(...of.map((c) => c.visitorWorstMs)).toFixed(0)];
    }),
  );
  const slowest = cases.reduce((a, b) => (b.ms > a.ms ? b : a));
  const worstWait = cases.reduce((a, b) => (b.visitorWorstMs > a.visitorWorstMs ? b : a));
  const wrong = cases.filter((c) => c.status !== c.expect);
  const goals: Goal[] = [
    { name: 'each answered as it should (400 refused, 200 stored)', actual: wrong.map((c) => `${c.name}: ${c.status || 'no answer'}`).join('; ') || `all ${cases.length}`, target: 'all', pass: !wrong.length },
    { name: 'slowest signature request', actual: `${slowest.ms.toFixed(0)} ms (${slowest.name})`, target: `≤ ${GOALS.answerMs} ms`, pass: slowest.ms <= GOALS.answerMs },
    { name: 'visitors’ worst wait', actual: `${worstWait.visitorWorstMs.toFixed(0)} ms (during: ${worstWait.name})`, target: `≤ ${GOALS.visitorWaitMs} ms`, pass: worstWait.visitorWorstMs <= GOALS.visitorWaitMs },
    { name: 'visitor requests that failed', actual: String(cases.reduce((n, c) => n + c.visitorFailures, 0)), target: '0', pass: cases.every((c) => !c.visitorFailures) },
    { name: `server RSS after the ${cases.length} requests`, actual: `${afterMb.toFixed(1)} MB (${beforeMb.toFixed(1)} MB before, at most ${peakMb.toFixed(1)} MB after any one)`, target: `≤ ${GOALS.rssMb} MB`, pass: afterMb <= GOALS.rssMb },
  ];
  console.log(`\nServer RSS once the signature decoder's worker has stopped (${DECODER_IDLE_WAIT_MS / 1000} s idle): ${settledMb.toFixed(1)} MB`);
  return printGoals('Goals (signature images):', goals);
}

export const signatureImagesSuite: BudgetSuite = { name: 'Signature images', run };
