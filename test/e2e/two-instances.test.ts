import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase, type Db } from '../../server/db/database';
import { runOnce } from '../../server/db/run-once';
import { claimJobDay } from '../../server/queries/ledger';
import { buildUser } from '../helpers/factories';
import { createPgDatabase, dropPgDatabase, PG_TEMPLATES, pgTestUrl } from '../helpers/pg-test-db';
import { copyDemoData } from '../helpers/template-db';
import { startServer, type RunningServer } from './server-process';

/**
 * Several instances behind one address (issue 31): two server processes on one PostgreSQL database,
 * sharing the data folder (keys, private files) and the uploads folder, behave as one site. Runs in
 * `npm run test:pg`; `npm test` has one SQLite file and one process, so there is nothing to share.
 */
(pgTestUrl() ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  let database: string;
  let shared: string;
  let a: RunningServer;
  let b: RunningServer;
  let db: Db;

  beforeAll(async () => {
    database = await createPgDatabase(PG_TEMPLATES.demo);
    shared = mkdtempSync(path.join(os.tmpdir(), 'two-instances-'));
    const env = { DATABASE_URL: database, DATABASE_PATH: path.join(shared, 'data', 'app.db'), UPLOADS_DIR: path.join(shared, 'uploads') };
    copyDemoData(null, env.UPLOADS_DIR);
    // One after the other, as a rolling start: the first settles the data key and the session secret in the shared folder.
    a = await startServer(env);
    b = await startServer(env);
    db = openDatabase(database);
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
    await Promise.all([a?.stop(), b?.stop()]);
    await dropPgDatabase(database);
    rmSync(shared, { recursive: true, force: true });
  });

  const signIn = (server: RunningServer, username: string, password: string) =>
    fetch(`${server.url}/api-token-auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });

  it('a session started on one instance is valid on the other, and so is its token', async () => {
    const manager = await buildUser(db, 'manager', { organizationId: 1 });
    const answer = await signIn(a, manager.email, manager.password);
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { token } = (await answer.json()) as { token: string };
    const viaCookie = await fetch(`${b.url}/api/users/me/`, { headers: { cookie } });
    expect(viaCookie.status).toBe(200);
    expect(((await viaCookie.json()) as { email: string }).email).toBe(manager.email);
    expect((await fetch(`${b.url}/api/users/me/`, { headers: { authorization: `Token ${token}` } })).status).toBe(200);
    // Signing out through the second instance ends the session on the first.
    expect((await fetch(`${b.url}/api/logout/`, { method: 'POST', headers: { cookie, origin: b.url } })).status).toBe(204);
    expect((await fetch(`${a.url}/api/users/me/`, { headers: { cookie } })).status).toBe(401);
  });

  it('counts failed sign-ins to one account across both instances', async () => {
    const student = await buildUser(db, 'student');
    // Five free failures (the default), alternating between the instances; the sixth try waits on either.
    for (let i = 0; i < 5; i++) expect((await signIn(i % 2 ? b : a, student.email, 'Wrong-pass-1')).status).toBe(400);
    const locked = await signIn(a, student.email, student.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(b, student.email, student.password)).status).toBe(429);
  });

  it("a change saved through one instance is on the other's cached page within a second", async () => {
    const page = () => fetch(`${b.url}/new/property/1`).then((r) => r.text());
    const before = await page();
    await page(); // now served from b's render cache
    const property = await db.selectFrom('properties').select(['name', 'version']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(before).toContain(property.name);
    const manager = await buildUser(db, 'manager', { organizationId: 1 });
    const { token } = (await (await signIn(a, manager.email, manager.password)).json()) as { token: string };
    const renamed = `${property.name} North`;
    const saved = await fetch(`${a.url}/api/properties/1/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
      body: JSON.stringify({ name: renamed, version: property.version }),
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    let html = await page();
    while (!html.includes(renamed) && Date.now() - savedAt < 1000) html = await page();
    expect(html).toContain(renamed);
  });

  it('a job runs on one instance at a time, and a day is claimed once', async () => {
    const other = openDatabase(database);
    try {
      let release!: () => void;
      const running = runOnce(db, 'test-job', () => new Promise<string>((resolve) => (release = () => resolve('first'))));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await runOnce(other, 'test-job', async () => 'second')).toBeUndefined();
      release();
      expect(await running).toBe('first');
      expect(await runOnce(other, 'test-job', async () => 'later')).toBe('later');
      const claims = await Promise.all([claimJobDay(db, 'test-reminders', '2026-11-27'), claimJobDay(other, 'test-reminders', '2026-11-27')]);
      expect(claims.sort()).toEqual([false, true]);
    } finally {
      await other.destroy();
    }
  });

  it('both instances ran the start-up recoveries without error', () => {
    for (const server of [a, b]) expect(server.output()).not.toMatch(/"level":50/);
  });
});
