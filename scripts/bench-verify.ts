// Benchmark of verification (issue 27): against the built server on the demo data with one issued
// lease, POST /api/verify/ uploads of a 1 MB PDF (the original issued here), one after another, and
// the same by SHA-256 alone. Prints p50/p95 and PASS/FAIL against the goal (upload p95 ≤ 50 ms); exit
// code 1 when it fails. Run with `npm run -s build && tsx scripts/bench-verify.ts`. Local only.
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { printGoals } from './lib/goals';
import { seedIssuedPdfs, sha256Of } from './lib/issued-pdfs';
import { printTable, runInTempDir, seedDatabase, startServer, stopServer } from './lib/local-server';

const REQUESTS = 200;
const WARM_UP = 20;
const PDF_BYTES = 1024 * 1024;
const GOAL_P95_MS = 50;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

// Each request from an address of its own (the server trusts X-Forwarded-For from loopback), as many
// visitors would: one address is held to the verification limit of 60 in 15 minutes.
const visitor = (i: number) => `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function timed(count: number, offset: number, send: (address: string) => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await send(visitor(offset + i));
    const body = (await res.json()) as { issued?: boolean };
    times.push(performance.now() - started);
    if (res.status !== 200 || body.issued !== true) throw new Error(`POST /api/verify/ answered ${res.status}: ${JSON.stringify(body)}`);
  }
  return times;
}

async function main(tmp: string): Promise<number> {
  await seedDatabase(tmp);
  const db = openDatabase(path.join(tmp, 'app.db'));
  const issued = await seedIssuedPdfs(db, 1, { padding: PDF_BYTES - 600 });
  await db.destroy();
  const pdf = issued.original;
  const server = await startServer(tmp);
  const url = `${server.baseUrl}/api/verify/`;
  try {
    const upload = (address: string) => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'lease.pdf');
      return fetch(url, { method: 'POST', body, headers: { 'x-forwarded-for': address } });
    };
    const byHash = (address: string) => fetch(url, { method: 'POST', body: JSON.stringify({ sha256: sha256Of(pdf) }), headers: { 'content-type': 'application/json', 'x-forwarded-for': address } });
    console.log(`POST /api/verify/: ${REQUESTS} uploads of a ${(pdf.length / 1024 / 1024).toFixed(2)} MB PDF issued here, then ${REQUESTS} by SHA-256, one after another`);
    await timed(WARM_UP, 0, upload);
    const uploads = await timed(REQUESTS, WARM_UP, upload);
    const hashes = await timed(REQUESTS, WARM_UP + REQUESTS, byHash);
    const row = (name: string, t: number[]) => [name, String(t.length), `${percentile(t, 50).toFixed(1)} ms`, `${percentile(t, 95).toFixed(1)} ms`, `${Math.max(...t).toFixed(1)} ms`];
    printTable(['request', 'count', 'p50', 'p95', 'max'], [row('upload (1 MB PDF)', uploads), row('sha256 (JSON)', hashes)]);
    const p95 = percentile(uploads, 95);
    return printGoals('Verification', [{ name: 'POST /api/verify/ upload of a 1 MB PDF, p95', actual: `${p95.toFixed(1)} ms`, target: `≤ ${GOAL_P95_MS} ms`, pass: p95 <= GOAL_P95_MS }]) ? 0 : 1;
  } finally {
    await stopServer(server);
  }
}

runInTempDir('leasing-bench-verify-', main);
