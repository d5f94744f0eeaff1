import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** GETs through Node's http, not supertest: supertest decodes what it receives, and the bytes sent are the point. */
async function rawClient(app: TestContext['app']): Promise<{ raw: (urlPath: string, accept: string) => Promise<RawAnswer>; close: () => void }> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const raw = (urlPath: string, accept: string) =>
    new Promise<RawAnswer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath, headers: { 'accept-encoding': accept } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
        })
        .on('error', reject);
    });
  return {
    raw,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe('server-rendered public pages', () => {
  it('redirects / to /new/', async () => {
    const res = await request(ctx.app).get('/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/new/');
  });

  it('renders the home page from the database: company name, tagline and running property cards', async () => {
    const org = await buildOrganization(ctx.db, { name: 'Campus <Edge> & Co', tagline: 'Live close to class' });
    await buildProperty(ctx.db, org.id, { name: 'Maple Hall' });
    await buildProperty(ctx.db, org.id, { name: 'Oak Court' });
    await buildProperty(ctx.db, org.id, { name: 'Closed Place', status: 'DISABLED' });
    const res = await request(ctx.app).get('/new/');
    expect(res.status).toBe(200);
    const [head, body] = res.text.split('</head>') as [string, string];
    expect(head).toContain('<title>Student Leasing - Campus &lt;Edge&gt; &amp; Co</title>');
    expect(body).toContain('Campus &lt;Edge&gt; &amp; Co');
    expect(body).toContain('Live close to class');
    expect(body).toContain('Maple Hall');
    expect(body).toContain('Oak Court');
    expect(body).not.toContain('Closed Place');
    // styled-components styles are in the head, not in the body.
    expect(head).toMatch(/<style[^>]*data-styled/);
    expect(body).not.toMatch(/<style/);
    // Hashed assets under /new/assets/.
    expect(head).toMatch(/<script type="module" src="\/new\/assets\/public-[A-Z0-9]+\.js"/);
  });

  it('embeds loader data safely: markup in data cannot close the script', async () => {
    const org = await buildOrganization(ctx.db);
    await buildProperty(ctx.db, org.id, { name: 'Evil </script><script>alert(1)</script>' });
    await buildProperty(ctx.db, org.id);
    const res = await request(ctx.app).get('/new/');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    // Island props travel as JSON data blocks with < escaped.
    const block = /<script type="application\/json" data-island-props="portfolio-browser"[^>]*>([^<]*)<\/script>/.exec(res.text)![1]!;
    expect(block).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(block).properties[0].name).toBe('Evil </script><script>alert(1)</script>');
  });

  it('renders a property page with name and full address', async () => {
    const org = await buildOrganization(ctx.db);
    const property = await buildProperty(ctx.db, org.id, { name: 'Maple Hall', street: '12 Elm St', city: 'Austin', state: 'TX', code: '78705' });
    const res = await request(ctx.app).get(`/new/property/${property.id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Student Leasing - Maple Hall</title>');
    expect(res.text).toContain('12 Elm St, Austin, TX 78705');
  });

  it('answers 404 pages for unknown or malformed property ids and for another company’s property', async () => {
    const org = await buildOrganization(ctx.db);
    await buildProperty(ctx.db, org.id);
    const other = await buildOrganization(ctx.db);
    const foreign = await buildProperty(ctx.db, other.id);
    for (const url of ['/new/property/9999', '/new/property/abc', `/new/property/${foreign.id}`]) {
      const res = await request(ctx.app).get(url);
      expect(res.status).toBe(404);
      expect(res.text).toContain('Page not found');
    }
  });

  it('answers a property only at its own URL: an id written otherwise (01, 0x1, 1e0, 1.0) is a 404, not another cached copy', async () => {
    const org = await buildOrganization(ctx.db);
    const { id } = await buildProperty(ctx.db, org.id);
    await buildProperty(ctx.db, org.id);
    expect((await request(ctx.app).get(`/new/property/${id}`)).status).toBe(200);
    for (const written of [`0${id}`, `0x${id.toString(16)}`, `${id}e0`, `${id}.0`, `+${id}`, `%20${id}`]) {
      const res = await request(ctx.app).get(`/new/property/${written}`);
      expect({ written, status: res.status }).toEqual({ written, status: 404 });
    }
  });

  it('serves hashed assets and uploads with immutable caching and compresses text', async () => {
    const org = await buildOrganization(ctx.db);
    await buildProperty(ctx.db, org.id);
    await buildProperty(ctx.db, org.id);
    const page = await request(ctx.app).get('/new/').set('Accept-Encoding', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    const entry = /src="(\/new\/assets\/[^"]+)"/.exec(page.text)![1]!;
    const { manager } = JSON.parse(readFileSync(path.resolve('dist/client/manifest.json'), 'utf8')) as { manager: { file: string } };
    for (const src of [entry, `/new/assets/${manager.file}`]) {
      const asset = await request(ctx.app).get(src).set('Accept-Encoding', 'gzip');
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Scripts need nosniff; the page headers (CSP and the rest) would only weigh on every chunk.
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['content-security-policy']).toBeUndefined();
    }
    // Files over a kilobyte are compressed.
    expect((await request(ctx.app).get(`/new/assets/${manager.file}`).set('Accept-Encoding', 'gzip')).headers['content-encoding']).toBe('gzip');
    mkdirSync(ctx.config.uploadsDir, { recursive: true });
    writeFileSync(path.join(ctx.config.uploadsDir, 'abc123.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    const upload = await request(ctx.app).get('/uploads/abc123.jpg');
    expect(upload.status).toBe(200);
    expect(upload.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // An upload opened on its own is a document: it keeps the page headers.
    expect(upload.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await request(ctx.app).get('/new/assets/nope.js')).status).toBe(404);
  });

  it("sends the public pages' scripts as the build compressed them (brotli 11, gzip 9), the same script in each encoding", async () => {
    const { public: entry } = JSON.parse(readFileSync(path.resolve('dist/client/manifest.json'), 'utf8')) as { public: { file: string } };
    // The entry's first chunk (the island loader) is well over a kilobyte: worth compressing.
    const chunk = /import\("\.\/(chunk-[A-Z0-9]+\.js)"\)/.exec(readFileSync(path.resolve('dist/client', entry.file), 'utf8'))![1]!;
    const file = path.resolve('dist/client', chunk);
    const script = readFileSync(file);
    const { raw, close } = await rawClient(ctx.app);
    const asset = (accept: string) => raw(`/new/assets/${chunk}`, accept);
    try {
      for (const [accept, encoding, copy, decode] of [
        ['gzip, deflate, br', 'br', '.br', zlib.brotliDecompressSync],
        ['gzip', 'gzip', '.gz', zlib.gunzipSync],
      ] as const) {
        const res = await asset(accept);
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers.vary).toBe('Accept-Encoding');
        // The build's copy as it is (not compressed again), and the script itself once decoded.
        expect(res.body.equals(readFileSync(file + copy))).toBe(true);
        expect(decode(res.body).equals(script)).toBe(true);
      }
      const plain = await asset('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(script)).toBe(true);
    } finally {
      close();
    }
    // Brotli 11 is smaller than what the server makes on the fly (quality 4).
    const onTheFly = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 19 } });
    expect(readFileSync(file + '.br').length).toBeLessThan(onTheFly.length);
  });
});

describe('render cache', () => {
  it('serves anonymous pages from the cache as the same bytes, compressed once, and drops them when data changes', async () => {
    const org = await buildOrganization(ctx.db, { tagline: 'First tagline' });
    const property = await buildProperty(ctx.db, org.id, { name: 'Maple Hall' });
    await buildProperty(ctx.db, org.id);
    const path = `/new/property/${property.id}`;
    const plain = await request(ctx.app).get(path).set('Accept-Encoding', 'identity');
    const brotli = await request(ctx.app).get(path).set('Accept-Encoding', 'gzip, deflate, br');
    const gzip = await request(ctx.app).get(path).set('Accept-Encoding', 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // Every visitor gets the same page: no per-response nonce, one ETag for all encodings.
    expect(brotli.text).toBe(plain.text);
    expect(gzip.text).toBe(plain.text);
    expect(plain.text).toContain('Maple Hall');
    for (const res of [plain, brotli, gzip]) {
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(Number(brotli.headers['content-length'])).toBeLessThan(Number(gzip.headers['content-length']));

    await ctx.db.updateTable('properties').set({ name: 'Maple Hall Renamed' }).where('id', '=', property.id).execute();
    const renamed = await request(ctx.app).get(path).set('Accept-Encoding', 'br');
    expect(renamed.text).toContain('Maple Hall Renamed');
    expect(renamed.headers.etag).not.toBe(plain.headers.etag);
  });

  it('answers a repeat visit with 304 while the page is unchanged, and with the new page once it changed', async () => {
    const org = await buildOrganization(ctx.db);
    const property = await buildProperty(ctx.db, org.id, { name: 'Maple Hall' });
    await buildProperty(ctx.db, org.id);
    const path = `/new/property/${property.id}`;
    const first = await request(ctx.app).get(path);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await request(ctx.app).get(path).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await request(ctx.app).head(path).set('If-None-Match', etag)).status).toBe(304);
    expect((await request(ctx.app).get(path).set('If-None-Match', 'W/"other"')).status).toBe(200);
    await ctx.db.updateTable('properties').set({ name: 'Maple Hall Renamed' }).where('id', '=', property.id).execute();
    const changed = await request(ctx.app).get(path).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Maple Hall Renamed');
  });

  it('gives pages rendered without the cache an ETag too, and signed-in pages none', async () => {
    const off = await createTestContext({ env: { RENDER_CACHE: 'off' } });
    try {
      const org = await buildOrganization(off.db);
      const property = await buildProperty(off.db, org.id);
      await buildProperty(off.db, org.id);
      const first = await request(off.app).get(`/new/property/${property.id}`);
      expect(first.headers.etag).toMatch(/^W\/"/);
      // Compressed for the browser in one go: brotli when accepted, the same page either way.
      const brotli = await request(off.app).get(`/new/property/${property.id}`).set('Accept-Encoding', 'gzip, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('Accept-Encoding');
      expect(brotli.text).toBe(first.text);
      expect(brotli.headers.etag).toBe(first.headers.etag);
      expect((await request(off.app).get(`/new/property/${property.id}`).set('If-None-Match', first.headers.etag as string)).status).toBe(304);
      // A page sent once is compressed as cheaply as the compression middleware does (brotli 4), not at the kept pages' quality 5.
      const { raw, close } = await rawClient(off.app);
      const sent = await raw(`/new/property/${property.id}`, 'gzip, br').finally(close);
      const identity = Buffer.from(first.text, 'utf8');
      const quality = (q: number) => zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q, [zlib.constants.BROTLI_PARAM_LGWIN]: 19, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } });
      expect(sent.body.equals(quality(4))).toBe(true);
      expect(quality(4).equals(quality(5))).toBe(false);
      const student = await buildUser(off.db, 'student');
      const agent = request.agent(off.app);
      await agent.post('/api-token-auth/').send({ username: student.email, password: student.password });
      const signedIn = await agent.get(`/new/property/${property.id}`).set('If-None-Match', first.headers.etag as string);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.etag).toBeUndefined();
    } finally {
      await off.close();
    }
  });

  it('ignores query parameters a page does not read: they reach neither the render nor the cache key', async () => {
    const org = await buildOrganization(ctx.db);
    const property = await buildProperty(ctx.db, org.id, { name: 'Maple Hall' });
    await buildProperty(ctx.db, org.id);
    const first = await request(ctx.app).get(`/new/property/${property.id}?utm=1`);
    expect(first.text).toContain('Maple Hall');
    // Rename without moving the content version on, so only a fresh render could show the new name.
    const { version } = await ctx.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow();
    await ctx.db.updateTable('properties').set({ name: 'Maple Hall Renamed' }).where('id', '=', property.id).execute();
    await ctx.db.updateTable('content_version').set({ version }).execute();
    const busted = await request(ctx.app).get(`/new/property/${property.id}?utm=2&fbclid=x`);
    expect(busted.status).toBe(200);
    expect(busted.text).toContain('Maple Hall');
    expect(busted.text).not.toContain('Maple Hall Renamed');

    // The sign-in page reads `redirect`: each value is its own page.
    const login = await request(ctx.app).get('/new/login?redirect=%2Fnew%2Fproperty%2F7&utm=abc123');
    expect(login.text).toContain('/new/property/7');
    const other = await request(ctx.app).get('/new/login?redirect=%2Fnew%2Fproperty%2F8');
    expect(other.text).toContain('/new/property/8');
    expect(other.text).not.toContain('/new/property/7');
  });

  it('renders pages for signed-in users fresh, with their header, and not cached by shared caches', async () => {
    const org = await buildOrganization(ctx.db);
    await buildProperty(ctx.db, org.id);
    await buildProperty(ctx.db, org.id);
    expect((await request(ctx.app).get('/new/')).text).toContain('Sign In');
    const student = await buildUser(ctx.db, 'student');
    const agent = request.agent(ctx.app);
    await agent.post('/api-token-auth/').send({ username: student.email, password: student.password });
    const res = await agent.get('/new/');
    expect(res.text).toContain('My Profile');
    expect(res.text).toContain('Log Out');
    expect(res.text).not.toContain('>Sign In<');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('company site rules', () => {
  it('sends a single-property company straight to its property', async () => {
    const org = await buildOrganization(ctx.db);
    const only = await buildProperty(ctx.db, org.id);
    await buildProperty(ctx.db, org.id, { status: 'DISABLED' });
    const res = await request(ctx.app).get('/new/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/new/property/${only.id}`);
  });

  it('redirects a DISABLED property page home', async () => {
    const org = await buildOrganization(ctx.db);
    await buildProperty(ctx.db, org.id);
    const closed = await buildProperty(ctx.db, org.id, { status: 'DISABLED' });
    const res = await request(ctx.app).get(`/new/property/${closed.id}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/new/');
  });

  it('sends visitors of a company that does not serve this site to its website, or to /home', async () => {
    const org = await buildOrganization(ctx.db, { serve_new_site: 0, organization_url: 'https://campus-edge.example.com' });
    await buildProperty(ctx.db, org.id);
    const res = await request(ctx.app).get('/new/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://campus-edge.example.com');
    await ctx.db.updateTable('organizations').set({ organization_url: '' }).execute();
    const home = await request(ctx.app).get('/new/');
    expect(home.headers.location).toBe('/home');
    const page = await request(ctx.app).get('/home');
    expect(page.status).toBe(200);
    expect(page.text).toContain('not published yet');
  });

  it('serves a property page at /new/ on its vanity host', async () => {
    const org = await buildOrganization(ctx.db);
    const maple = await buildProperty(ctx.db, org.id, { name: 'Maple Hall' });
    await buildProperty(ctx.db, org.id, { name: 'Oak Court' });
    await ctx.db.insertInto('vanity_hosts').values({ host: 'maplehall.example', property_id: maple.id }).execute();
    const vanity = await request(ctx.app).get('/new/').set('Host', 'maplehall.example');
    expect(vanity.status).toBe(200);
    expect(vanity.text).toContain('<title>Student Leasing - Maple Hall</title>');
    const plain = await request(ctx.app).get('/new/');
    expect(plain.text).toContain('Oak Court');
    expect(plain.text).not.toContain('<title>Student Leasing - Maple Hall</title>');
  });
});

describe('manager area shell', () => {
  it('sends signed-out visitors to sign in, refuses students, and serves managers the manager bundle', async () => {
    const org = await buildOrganization(ctx.db);
    const anonymous = await request(ctx.app).get('/new/manager/settings?x=1');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toBe('/new/login?redirect=%2Fnew%2Fmanager%2Fsettings%3Fx%3D1');

    const student = await buildUser(ctx.db, 'student');
    const studentAgent = request.agent(ctx.app);
    await studentAgent.post('/api-token-auth/').send({ username: student.email, password: student.password });
    expect((await studentAgent.get('/new/manager')).status).toBe(403);

    const manager = await buildUser(ctx.db, 'manager', { organizationId: org.id });
    const agent = request.agent(ctx.app);
    await agent.post('/api-token-auth/').send({ username: manager.email, password: manager.password });
    const res = await agent.get('/new/manager/settings');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/src="\/new\/assets\/manager-[A-Z0-9]+\.js"/);
    // Not a blank page while the script loads.
    expect(res.text).toMatch(/<div id="root"><main[^>]*><p aria-busy="true"[^>]*>Loading…<\/p><\/main><\/div>/);
    expect(res.text).not.toMatch(/public-[A-Z0-9]+\.js/);
  });
});
