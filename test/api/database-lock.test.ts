import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import SQLite from 'better-sqlite3';
import { API_ERRORS, FORM_MESSAGES } from '../../shared/messages';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { listeningApp } from '../helpers/listening-app';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * Another process (a CLI, a restore, a second instance) holding SQLite's write lock must not stall
 * this one: a write waits without blocking and then answers 503, while pages and reads go on.
 * The lock is held by a second connection, as another process would hold it.
 */
let ctx: TestContext;
let server: Awaited<ReturnType<typeof listeningApp>>;
let base: string;
let token: string;
let propertyId: number;

beforeAll(async () => {
  ctx = await createTestContext({ sqlite: true }); // SQLite's file lock (PostgreSQL's: database-lock-postgres.test.ts)
  const orgId = (await buildOrganization(ctx.db)).id;
  propertyId = (await buildProperty(ctx.db, orgId, { name: 'Before' })).id;
  await buildProperty(ctx.db, orgId);
  const manager = await buildUser(ctx.db, 'manager', { organizationId: orgId });
  server = await listeningApp(ctx);
  base = server.base;
  token = await server.tokenOf(manager);
  // The page is in the render cache before the lock is taken.
  expect((await fetch(`${base}/new/`)).status).toBe(200);
});

afterAll(async () => {
  await server.close();
  await ctx.close();
});

/** Holds the write lock from another connection until released. */
function holdWriteLock() {
  const other = new SQLite(ctx.config.databasePath);
  other.exec('BEGIN IMMEDIATE');
  return () => {
    other.exec('ROLLBACK');
    other.close();
  };
}

const rename = (name: string) =>
  fetch(`${base}/api/properties/${propertyId}/`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` }, body: JSON.stringify({ id: propertyId, name }) });

/** A promise's outcome and the moment it settled, in order of settling. */
function settled<T>(promise: Promise<T>, order: string[], name: string): Promise<T> {
  return promise.finally(() => order.push(name));
}

const storedName = async () => (await ctx.db.selectFrom('properties').select('name').where('id', '=', propertyId).executeTakeFirstOrThrow()).name;

describe('another process holding the write lock', () => {
  it('answers a write 503 with Retry-After and changes nothing, while cached pages and reads are answered meanwhile', async () => {
    const release = holdWriteLock();
    try {
      const order: string[] = [];
      const write = settled(rename('During the lock'), order, 'write');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const page = settled(fetch(`${base}/new/`), order, 'page');
      const read = settled(fetch(`${base}/api/properties/${propertyId}/`, { headers: { Authorization: `Token ${token}` } }), order, 'read');
      const [pageRes, readRes] = await Promise.all([page, read]);
      expect(pageRes.status).toBe(200);
      expect(readRes.status).toBe(200);
      // Both were answered while the write was still waiting for the lock.
      expect(order).toEqual(expect.arrayContaining(['page', 'read']));
      expect(order).not.toContain('write');

      const writeRes = await write;
      expect(writeRes.status).toBe(503);
      expect(writeRes.headers.get('retry-after')).toBe('2');
      expect(await writeRes.json()).toEqual({ detail: API_ERRORS.databaseBusy });
    } finally {
      release();
    }
    expect(await storedName()).toBe('Before');
    expect(ctx.logLines.some((l) => l.msg === 'request refused: server busy')).toBe(true);
  });

  it('answers a form posted without JavaScript 503 with the page showing what was typed', async () => {
    const typed = { name: 'Robin Visitor', email: 'robin@example.com', phone_number: '(512) 555-0199', message: 'Is a single room still free for spring?' };
    const release = holdWriteLock();
    let res: Response;
    try {
      res = await fetch(`${base}/new/`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' }, body: new URLSearchParams(typed) });
    } finally {
      release();
    }
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    const html = await res.text();
    const props = JSON.parse(/<script type="application\/json" data-island-props="contact-form">([^<]*)<\/script>/.exec(html)![1]!) as { posted: { values: Record<string, string>; alert: string } };
    expect(props.posted.values).toMatchObject({ name: typed.name, email: typed.email, message: typed.message });
    expect(props.posted.alert).toBe(FORM_MESSAGES.messageFailed);
    expect(await ctx.db.selectFrom('contact_messages').select('id').execute()).toEqual([]);
  });

  it('lets a write through once the lock is released within the wait', async () => {
    const release = holdWriteLock();
    const write = rename('After the lock');
    await new Promise((resolve) => setTimeout(resolve, 150));
    release();
    const res = await write;
    expect(res.status).toBe(200);
    expect(await storedName()).toBe('After the lock');
  });

  it('runs a transaction only once it has the lock, and the same process goes on meanwhile', async () => {
    const release = holdWriteLock();
    const order: string[] = [];
    const inTransaction = settled(
      ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('properties').set({ name: 'In a transaction' }).where('id', '=', propertyId).execute();
      }),
      order,
      'transaction',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A read of this process is not held up by the transaction waiting for its lock.
    await settled(storedName(), order, 'read');
    release();
    await inTransaction;
    expect(order).toEqual(['read', 'transaction']);
    expect(await storedName()).toBe('In a transaction');
  });
});
