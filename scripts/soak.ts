// Mixed-load soak test: cached pages, cache-busting query strings and host names, static files,
// /api reads and a signed-in manager's reads and writes, for minutes on end, sampling the server's
// RSS. Run with `npm run soak -- --minutes 10 --connections 20` (builds first). Local only, not in `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { killServers, printTable, seedDatabase, sleep, startServer, stopServer, type RunningServer } from './lib/local-server';
import { rssMb } from './lib/proc-status';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'warmup-seconds': { type: 'string', default: '60' },
    'sample-seconds': { type: 'string', default: '5' },
    'row-seconds': { type: 'string', default: '30' },
    /** Passed to the server as NODE_OPTIONS, e.g. '--max-old-space-size=80', to compare heap settings. */
    'node-options': { type: 'string' },
  },
});
const MINUTES = Number(args.minutes);
const CONNECTIONS = Number(args.connections);
const WARMUP_S = Number(args['warmup-seconds']);
const SAMPLE_S = Number(args['sample-seconds']);
const ROW_S = Number(args['row-seconds']);
const IDLE_AFTER_S = 10;
const MANAGER = { email: 'soak-manager@example.com', password: 'Soak-manager-1' };

const READ_ONLY_FIELDS = ['organization_id', 'background_image', 'background_image_size', 'background_image_srcset', 'full', 'background_media', 'property_images', 'amenities', 'additional_resources', 'website_block_attrs'];

type Sample = { second: number; rssMb: number; answers: number };
type Call = { method: string; path: string; headers?: Record<string, string>; body?: string };

/** Adds a manager account to the seeded database with the project's own command. */
function createManager(tmp: string): void {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/user-create.ts', '--email', MANAGER.email, '--password', MANAGER.password, '--role', 'manager', '--organization', '1'],
    { env: { PATH: process.env.PATH, DATABASE_PATH: path.join(tmp, 'app.db'), UPLOADS_DIR: path.join(tmp, 'uploads'), LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`user:create failed: ${result.stderr}`);
}

/** Signs the manager in and reads what the mix needs: a token, a static asset, an uploaded image, the property to save back. */
async function prepare(server: RunningServer) {
  const login = await fetch(`${server.baseUrl}/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: MANAGER.email, password: MANAGER.password }),
  });
  if (login.status !== 200) throw new Error(`manager sign-in answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const html = await (await fetch(`${server.baseUrl}/new/property/1`)).text();
  const asset = /\/new\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  const upload = /\/uploads\/[\w./-]+\.(?:webp|jpe?g|png)/.exec(html)?.[0];
  if (!asset || !upload) throw new Error('no asset or uploaded image found on /new/property/1');
  const auth = { authorization: `Token ${token}` };
  const read = (await (await fetch(`${server.baseUrl}/api/properties/1/`, { headers: auth })).json()) as Record<string, unknown>;
  // The editor's save: the property's own fields, without what the read adds (media, blocks, the company).
  const property = Object.fromEntries(Object.entries(read).filter(([key]) => !READ_ONLY_FIELDS.includes(key)));
  const save = await fetch(`${server.baseUrl}/api/properties/1/`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(property) });
  if (save.status !== 200) console.log(`note: saving the property back answers ${save.status}: ${(await save.text()).slice(0, 300)}`);
  return { auth, asset, upload, property };
}

/** The n-th request of the mix (out of every 20: 6 cached pages, 5 cache busters, 4 static, 3 /api, 2 manager). */
function mixedCall(n: number, ctx: Awaited<ReturnType<typeof prepare>>): Call {
  const json = { ...ctx.auth, 'content-type': 'application/json' };
  switch (n % 20) {
    case 0:
    case 1:
      return { method: 'GET', path: '/new/' };
    case 2:
    case 3:
      return { method: 'GET', path: '/new/property/1' };
    case 4:
    case 5:
      return { method: 'GET', path: '/new/property/2' };
    case 6:
      return { method: 'GET', path: `/new/property/1?utm=${n}` };
    case 7:
      return { method: 'GET', path: `/new/login?redirect=%2Fnew%2Fproperty%2F${n}` };
    case 8:
      return { method: 'GET', path: `/new/?fbclid=${n}` };
    case 9:
    case 10:
      return { method: 'GET', path: '/new/property/1', headers: { host: `visitor-${n}.example` } };
    case 11:
    case 12:
      return { method: 'GET', path: ctx.asset };
    case 13:
    case 14:
      return { method: 'GET', path: ctx.upload };
    case 15:
      return { method: 'GET', path: '/api/properties/' };
    case 16:
      return { method: 'GET', path: '/api/properties/1/' };
    case 17:
      return { method: 'GET', path: '/api/property-testimonials/?property=1' };
    case 18:
      return { method: 'GET', path: '/api/properties/1/', headers: ctx.auth };
    default:
      // One write in 200 requests (a manager saving the property as it is): it invalidates the render cache.
      return n % 200 === 19 ? { method: 'PATCH', path: '/api/properties/1/', headers: json, body: JSON.stringify(ctx.property) } : { method: 'GET', path: '/new/manager/settings', headers: ctx.auth };
  }
}

/** Runs the mix for the whole duration while sampling RSS; returns the samples and the status counts. */
async function soak(server: RunningServer, ctx: Awaited<ReturnType<typeof prepare>>) {
  const pid = server.child.pid ?? 0;
  const statuses = new Map<number, number>();
  const failures = new Map<string, number>();
  let answers = 0;
  const started = Date.now();
  const samples: Sample[] = [{ second: 0, rssMb: rssMb(pid), answers: 0 }];
  const timer = setInterval(() => samples.push({ second: Math.round((Date.now() - started) / 1000), rssMb: rssMb(pid), answers }), SAMPLE_S * 1000);
  let n = 0;
  const result = await autocannon({
    url: server.baseUrl,
    connections: CONNECTIONS,
    duration: MINUTES * 60,
    timeout: 30,
    requests: [
      {
        setupRequest: (req, context) => {
          const call = mixedCall(n++, ctx);
          (context as { call?: string }).call = `${call.method} ${call.path.split('?')[0]}`;
          return { ...req, method: call.method as 'GET', path: call.path, headers: { ...call.headers }, body: call.body };
        },
        onResponse: (status, _body, context) => {
          answers++;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const label = `${status} ${(context as { call?: string }).call}`;
          if (status >= 400) failures.set(label, (failures.get(label) ?? 0) + 1);
        },
      },
    ],
  });
  clearInterval(timer);
  samples.push({ second: Math.round((Date.now() - started) / 1000), rssMb: rssMb(pid), answers });
  return { samples, statuses, failures, result };
}

/** The sample nearest to a second. */
const at = (samples: Sample[], second: number) => samples.reduce((best, s) => (Math.abs(s.second - second) < Math.abs(best.second - second) ? s : best));

async function main(tmp: string): Promise<number> {
  await seedDatabase(tmp);
  createManager(tmp);
  const server = await startServer(tmp, args['node-options'] ? { NODE_OPTIONS: args['node-options'] } : {});
  try {
    const pid = server.child.pid ?? 0;
    const ctx = await prepare(server);
    const idleStart = rssMb(pid);
    console.log(`Soaking for ${MINUTES} min at ${CONNECTIONS} connections (RSS sampled every ${SAMPLE_S} s)...`);
    const { samples, statuses, failures, result } = await soak(server, ctx);
    await sleep(IDLE_AFTER_S * 1000);
    const idle = rssMb(pid);

    console.log(`\nRSS curve (a row every ${ROW_S} s):\n`);
    const rows = samples.filter((s, i) => i === 0 || i === samples.length - 1 || s.second % ROW_S < SAMPLE_S);
    printTable(['second', 'RSS (MB)', 'answers'], rows.map((s) => [String(s.second), s.rssMb.toFixed(1), String(s.answers)]));

    const end = samples[samples.length - 1]!;
    const warm = at(samples, WARMUP_S);
    const max = samples.reduce((a, b) => (b.rssMb > a.rssMb ? b : a));
    const afterWarm = samples.filter((s) => s.second >= WARMUP_S);
    const maxAfterWarm = afterWarm.reduce((a, b) => (b.rssMb > a.rssMb ? b : a), warm);
    console.log('\nSummary:\n');
    printTable(
      ['point', 'second', 'RSS (MB)'],
      [
        ['start (signed in, before load)', '0', idleStart.toFixed(1)],
        [`after warm-up (${WARMUP_S} s)`, String(warm.second), warm.rssMb.toFixed(1)],
        ['end of load', String(end.second), end.rssMb.toFixed(1)],
        ['max', String(max.second), max.rssMb.toFixed(1)],
        ['max after warm-up', String(maxAfterWarm.second), maxAfterWarm.rssMb.toFixed(1)],
        [`${IDLE_AFTER_S} s idle after`, '', idle.toFixed(1)],
      ],
    );
    console.log(`\n${result.requests.total} requests, ${result.requests.average.toFixed(1)} req/s avg, p99 ${result.latency.p99} ms, errors ${result.errors}, timeouts ${result.timeouts}`);
    console.log(`statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
    if (failures.size) console.log(`answers >= 400 by request: ${JSON.stringify(Object.fromEntries(failures))}`);
    return server.child.exitCode === null ? 0 : 1;
  } finally {
    await stopServer(server);
  }
}

const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'leasing-soak-'));
const cleanUp = () => {
  killServers();
  rmSync(tmpDir, { recursive: true, force: true });
};
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    cleanUp();
    process.exit(code);
  });
}
main(tmpDir)
  .then((code) => (process.exitCode = code))
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(cleanUp);
