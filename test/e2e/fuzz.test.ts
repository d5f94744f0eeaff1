import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pLimit from 'p-limit';
import { mp4Buffer, pngBuffer, truncatedJpeg } from '../helpers/files';
import { createTestContext } from '../helpers/test-app';
import { apiRoutes, type RouteEntry } from '../helpers/route-table';
import { createManager } from './manager-helpers';
import { bodySamples, querySamples, schemaDictionary, type SchemaDictionary } from './schema-dictionary';
import { startServer, type RunningServer } from './server-process';

/**
 * A generated fuzz matrix over the app's own route table: every /api route, every caller kind, with
 * wrong types, huge strings and arrays, unknown and prototype keys, malformed bodies, truncated files
 * and too many fields. The field names and values come from the app's own zod schemas (every module
 * of shared/ and server/routes/**\/schema.ts, walked by ./schema-dictionary.ts), and each route
 * also gets its own declared schemas' samples (route() records them; the route table reads them):
 * the body or query meant to parse, then each bound and one past it. No answer may be 5xx (or
 * missing), and the server must still be up at the end.
 */

let server: RunningServer;
let routes: RouteEntry[];
let token: string;
let dictionary: SchemaDictionary;
let geocoder: Server;

const account = { email: 'fuzz.manager@example.com', password: 'Fuzz-password-1', firstName: 'Fuzz' };

/** Every field name the app's schemas declare, at any depth. */
const fieldNames = (): string[] => dictionary.fields;

/** A JSON body stays under this, so it reaches the handler (the smallest JSON limit is 1 MB). */
const BODY_BYTES = 900_000;

const chunks = <T>(list: T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });

/** Values of the wrong type or size for any field. */
const BAD_VALUES: [string, unknown][] = [
  ['null', null],
  ['zero', 0],
  ['negative', -1],
  ['huge number', 1e308],
  ['float', 1.5],
  ['boolean', true],
  ['empty string', ''],
  ['script', '<script>alert(1)</script>'],
  ['bad date', '2026-02-30'],
  ['empty array', []],
  ['object', { a: 1 }],
];

/** Values big enough to hurt, sized so a body with every field stays under the 1 MB JSON limit and reaches the handler. */
const BIG_VALUES: [string, unknown][] = [
  ['long string', 'x'.repeat(20_000)],
  ['array of strings', Array.from({ length: 800 }, () => 'x'.repeat(20))],
  ['deep object', nested(400)],
];
const HUGE_ARRAY = Array.from({ length: 40_000 }, (_, i) => i);

type Variant = { name: string; headers?: Record<string, string>; body?: string | Buffer };

const json = (name: string, value: unknown): Variant => ({ name, headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
const raw = (name: string, contentType: string, body: string): Variant => ({ name, headers: { 'content-type': contentType }, body });

/** A multipart body, encoded once (by the platform's FormData) and sent as bytes to every route. */
async function form(name: string, files: [string, Buffer, string][], fields: [string, string][] = []): Promise<Variant> {
  const data = new FormData();
  for (const [field, bytes, filename] of files) data.append(field, new Blob([new Uint8Array(bytes)]), filename);
  for (const [field, value] of fields) data.append(field, value);
  const encoded = new Response(data);
  return { name, headers: { 'content-type': encoded.headers.get('content-type')! }, body: Buffer.from(await encoded.arrayBuffer()) };
}

async function bodyVariants(): Promise<Variant[]> {
  const fields = fieldNames();
  const all = (value: unknown, some = fields) => Object.fromEntries(some.map((f) => [f, value]));
  // Big values in as many fields as fit under the body limit, over as many bodies as it takes.
  const big = ([name, value]: [string, unknown]) => {
    const per = Math.max(1, Math.floor(BODY_BYTES / (JSON.stringify(value).length + 40)));
    return chunks(fields, per).map((some, i, list) => json(`every field ${name}${list.length > 1 ? ` (${i + 1}/${list.length})` : ''}`, all(value, some)));
  };
  // Each field with the values its schemas suggest, a different one per body.
  const suggested = Array.from({ length: 4 }, (_, k) =>
    json(`every field with its schema's value ${k + 1}`, Object.fromEntries(fields.map((f) => { const values = dictionary.valuesByField.get(f) ?? []; return [f, values.length ? values[k % values.length] : null]; }))),
  );
  const png = await pngBuffer(64, 48);
  const cutJpeg = await truncatedJpeg(400, 300);
  const cutPng = (await pngBuffer(400, 300)).subarray(0, 200);
  const many = Array.from({ length: 60 }, (_, i) => [`f${i}`, 'v'] as [string, string]);
  return Promise.all([
    json('empty object', {}),
    ...BAD_VALUES.map(([name, value]) => json(`every field ${name}`, all(value))),
    ...BIG_VALUES.flatMap(big),
    ...suggested,
    ...chunks(dictionary.listFields, 4).map((some) => json(`40,000 items in ${some.join(', ')}`, Object.fromEntries(some.map((f) => [f, HUGE_ARRAY])))),
    json('unknown keys', Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [`k${i}`, i]))),
    raw('prototype keys', 'application/json', '{"__proto__":{"is_admin":true,"roles":["manager"]},"constructor":{"prototype":{"polluted":1}},"name":"x"}'),
    raw('malformed json', 'application/json', '{"name":'),
    raw('json array', 'application/json', '[1,2,3]'),
    raw('json string', 'application/json', '"x"'),
    raw('json null', 'application/json', 'null'),
    raw('body over limit', 'application/json', JSON.stringify({ name: 'x'.repeat(1_100_000) })),
    raw('plain text', 'text/plain', 'name=x'),
    raw('urlencoded nesting', 'application/x-www-form-urlencoded', Array.from({ length: 2_000 }, (_, i) => `a[${i}][b][c]=${i}`).join('&')),
    raw('multipart without boundary', 'multipart/form-data', 'garbage'),
    raw('garbage multipart', 'multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG'),
    ...['image', 'file', 'resource_file'].flatMap((field) => [
      form(`${field}: valid image then 60 fields`, [[field, png, 'a.png']], many),
      form(`${field}: truncated jpeg`, [[field, cutJpeg, 'a.jpg']]),
      form(`${field}: truncated png`, [[field, cutPng, 'a.png']]),
      form(`${field}: empty file`, [[field, Buffer.alloc(0), 'a.png']]),
      form(`${field}: two files`, [[field, png, 'a.png'], [field, png, 'b.png']]),
      form(`${field}: text as image`, [[field, Buffer.from('not an image'), 'a.png']]),
    ]),
    form('video with wrong fields', [['file', mp4Buffer(), 'a.mp4']], [['prop', 'abc'], ['organization', '-1'], ['order', '1e9']]),
    form('unexpected file field', [['other', png, 'a.png']], [['name', 'x']]),
  ]);
}

/**
 * Sends one request over a kept-alive connection and reads the whole answer. Plain node:http: the
 * run sends twenty thousand requests, and fetch's streams cost it several times the CPU.
 */
const keepAlive = new Agent({ keepAlive: true, maxSockets: 8 });
function send(url: string, method: string, headers: Record<string, string>, body?: string | Buffer): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    // With its length stated, as fetch sends a string or bytes (not chunked).
    const sized = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = request(url, { method, headers: sized, agent: keepAlive }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text: Buffer.concat(parts).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const QUERIES = ['', '?q=none%20such%20place', '?property=1', '?property=abc', '?property=0x1', '?property[]=1&property[]=2', '?property[a]=1', '?prop=-1', '?organization=99999999999999999999', '?__proto__[x]=1', `?q=${'x'.repeat(5_000)}`, `?utm=${Date.now()}`, '?%E0%A4%A=1'];
const VALID_IDS = ['1', '2'];
const BAD_IDS = ['999999999', 'abc', '0x1', '-1', '1.5', '%2e%2e', '9'.repeat(400), '%00'];

beforeAll(async () => {
  dictionary = await schemaDictionary();
  const ctx = await createTestContext();
  routes = apiRoutes(ctx.app);
  await ctx.close();
  // The address lookup is configured (without a service it answers 503 by design), with a stand-in
  // service: one place, or none for an address with "none" in it.
  geocoder = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(decodeURIComponent(req.url ?? '').includes('none') ? '[]' : '[{"lat":"30.2849","lon":"-97.7341"}]');
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  server = await startServer({ GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/search?format=jsonv2&q={query}` });
  await createManager(server, account);
  const res = await fetch(`${server.url}/api-token-auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: account.email, password: account.password }) });
  token = ((await res.json()) as { token: string }).token;
}, 60_000);

afterAll(async () => {
  keepAlive.destroy();
  await server?.stop();
  await new Promise((resolve) => (geocoder ? geocoder.close(resolve) : resolve(undefined)));
});

test('no request to any /api route answers 5xx or takes the server down', async () => {
  const started = Date.now();
  const variants = await bodyVariants();
  const callers: [string, Record<string, string>][] = [
    ['manager', { authorization: `Token ${token}` }],
    ['anonymous', {}],
  ];
  // Phases: deletes after the rest, so the others still meet existing records; logout (which ends the token) last.
  const phase = (r: RouteEntry) => (r.path === '/api/logout/' ? 2 : r.method === 'DELETE' ? 1 : 0);
  type Req = { label: string; url: string; method: string; headers: Record<string, string>; body?: string | Buffer };
  const phases: Req[][] = [[], [], []];
  // Routes that refuse an anonymous caller before reading the body get only a few anonymous requests.
  const closed = new Set<RouteEntry>();
  for (const route of routes) {
    if (route.method === 'GET') continue;
    const res = await fetch(server.url + route.path.replace(/:\w+/g, '1'), { method: route.method, headers: { 'content-type': 'application/json' }, body: '{}' });
    if (res.status === 401) closed.add(route);
  }
  for (const route of routes) {
    const { method, path: pattern } = route;
    const hasParam = pattern.includes(':');
    const ids = hasParam ? [...VALID_IDS, ...BAD_IDS] : [''];
    for (const [who, auth] of callers) {
      for (const id of ids) {
        const urlPath = pattern.replace(/:\w+/g, id);
        const full = (!hasParam || VALID_IDS.includes(id)) && !(who === 'anonymous' && closed.has(route));
        const add = (r: Req) => phases[phase(route)]!.push(r);
        if (method === 'GET') {
          // Every query on the first record (as the bodies below); the second record is asked plainly.
          const queries = full && (!hasParam || id === '1') ? [...QUERIES, ...(who === 'manager' && route.query ? querySamples(route.query) : [])] : [''];
          for (const query of queries) add({ label: `${who} ${method} ${urlPath}${query.slice(0, 40)}`, url: urlPath + query, method, headers: auth });
        } else {
          for (const variant of full && (!hasParam || id === '1') ? variants : variants.slice(0, 1)) {
            add({ label: `${who} ${method} ${urlPath} [${variant.name}]`, url: urlPath, method, headers: { ...auth, ...variant.headers }, body: variant.body });
          }
        }
      }
    }
  }

  // Each route's own body schema, from the manager: the body meant to parse, then each bound and one past it.
  const manager = { authorization: `Token ${token}`, 'content-type': 'application/json' };
  let ownBodies = 0;
  for (const route of routes) {
    if (route.method === 'GET' || !route.body) continue;
    const urlPath = route.path.replace(/:\w+/g, '1');
    for (const [i, body] of bodySamples(route.body).entries()) {
      ownBodies++;
      phases[phase(route)]!.push({ label: `manager ${route.method} ${urlPath} [own body ${i}]`, url: urlPath, method: route.method, headers: manager, body: JSON.stringify(body) });
    }
  }

  const failures: string[] = [];
  const counts = new Map<number, number>();
  const limit = pLimit(8);
  const sendOne = async (r: Req) => {
    try {
      const { status, type, text } = await send(server.url + r.url, r.method, r.headers, r.body);
      counts.set(status, (counts.get(status) ?? 0) + 1);
      if (status >= 500) failures.push(`${r.label} → ${status} ${text.slice(0, 200)}`);
      else if (status >= 400 && !type.includes('application/json')) failures.push(`${r.label} → ${status} not JSON`);
    } catch (err) {
      failures.push(`${r.label} → no answer (${(err as Error).message})`);
    }
  };
  for (const batch of phases) await Promise.all(batch.map((r) => limit(() => sendOne(r))));
  const requests = phases.flat();
  const withBody = routes.filter((r) => r.body).length;
  const fiveHundreds = [...counts].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);

  console.info(
    `fuzz: ${requests.length} requests over ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `dictionary of ${dictionary.fields.length} fields and ${dictionary.values.length} values from ${dictionary.schemas} schemas in ${dictionary.modules} modules; ` +
      `${withBody} routes' own body schemas at their bounds (${ownBodies} requests), ${routes.filter((r) => r.query).length} routes' query schemas; ${fiveHundreds} answers ≥ 500; ` +
      `statuses ${JSON.stringify(Object.fromEntries([...counts].sort()))}`,
  );
  expect(routes.length).toBeGreaterThan(60);
  expect(requests.length).toBeGreaterThan(4_000);
  // The route table reads what route() declares: most write routes bring their own body schema.
  expect(withBody).toBeGreaterThan(60);
  expect(ownBodies).toBeGreaterThan(300);
  expect(failures).toEqual([]);
  expect(server.proc.exitCode).toBeNull();
  expect((await fetch(`${server.url}/api/properties/`)).status).toBe(200);
  expect(server.output()).not.toMatch(/"level":(50|60)/);
}, 600_000);
