// What the API benches share (bench:ledger, bench:alerts): a database opened for seeding, a demo
// manager's token, GET requests timed one after another, and percentiles of the times.
import { openDatabase, type Db } from '../../server/db/database';
import { createApiToken } from '../../server/queries/api-tokens';

/** The value at the p-th percentile (nearest rank). */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Opens the database file for `work`, closed after it. */
export async function withDb<T>(file: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(file);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** An API token of a new manager of the demo company. */
export async function managerToken(db: Db, email: string): Promise<string> {
  const manager = await db.insertInto('users').values({ organization_id: 1, email, password_hash: null, first_name: 'Morgan', last_name: 'Lee' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: manager.id, role: 'manager' }).execute();
  return (await createApiToken(db, manager.id, 'bench')).token;
}

/** Each request's time in ms, one after another; any answer but 200 stops the bench. */
export async function timeGets(baseUrl: string, token: string, urls: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${url}`, { headers: { authorization: `Token ${token}` } });
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
  }
  return times;
}
