import { insertUser, markEmailVerified } from '../../server/queries/users';
import { FLAG_KEYS } from '../../shared/rental-application/fields';
import { hashOnce } from '../helpers/password-hash';
import type { Account } from './manager-helpers';
import { withDb } from './page-helpers';
import type { RunningServer } from './server-process';

/** The company asks only the `asked` questions, set by its manager through the API with a token (the settings screen itself: manager-rental-application). */
export async function askOnly(server: RunningServer, manager: Account, asked: string[]): Promise<void> {
  const auth = await fetch(`${server.url}/api-token-auth/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: manager.email, password: manager.password }) });
  const { token } = (await auth.json()) as { token: string };
  const put = await fetch(`${server.url}/api/rental-application/`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
    body: JSON.stringify(Object.fromEntries(FLAG_KEYS.map((k) => [k, asked.includes(k)]))),
  });
  if (put.status !== 200) throw new Error(`rental application settings answered ${put.status}`);
}

/** A student named Kim Lee whose address is verified (an application is submitted only from one) and who asked for a room at the demo's first property. */
export async function verifiedRequester(server: RunningServer, account: { email: string; password: string }): Promise<void> {
  await withDb(server, async (db) => {
    const userId = await insertUser(db, { email: account.email, passwordHash: await hashOnce(account.password), roles: ['student'], firstName: 'Kim', lastName: 'Lee' });
    await markEmailVerified(db, userId, account.email);
    await db.insertInto('reservation_requests').values({ user_id: userId, organization_id: 1, property_id: 1, lease_period_id: null, start_date: null, end_date: null }).execute();
  });
}
