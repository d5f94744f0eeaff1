import type { Role } from '../../shared/constants';
import type { Db } from '../../server/db/database';
import type { Organization, Property } from '../../server/db/schema';
import { insertUser, markEmailVerified } from '../../server/queries/users';
import { hashOnce } from './password-hash';

let counter = 0;
const next = () => ++counter;

/** An organization row with sensible defaults. */
export async function buildOrganization(db: Db, overrides: Partial<Omit<Organization, 'id' | 'created_at'>> = {}): Promise<Organization> {
  const n = next();
  return db
    .insertInto('organizations')
    .values({ name: `Test Housing ${n}`, tagline: `Homes near campus ${n}`, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A property of the given organization. */
export async function buildProperty(db: Db, organizationId: number, overrides: Partial<Omit<Property, 'id' | 'created_at'>> = {}): Promise<Property> {
  const n = next();
  return db
    .insertInto('properties')
    .values({
      organization_id: organizationId,
      name: `The Lofts ${n}`,
      street: `${100 + n} College Ave`,
      city: 'Austin',
      state: 'TX',
      code: '78705',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const TEST_PASSWORD = 'Correct-Horse-9';

/** A user with one role and the test password; returns the id, e-mail and password. */
export async function buildUser(db: Db, role: Role, opts: { organizationId?: number | null; email?: string; password?: string; active?: boolean } = {}) {
  const email = opts.email ?? `${role}${next()}@example.com`;
  const password = opts.password ?? TEST_PASSWORD;
  const id = await insertUser(db, {
    email,
    passwordHash: await hashOnce(password),
    roles: [role],
    organizationId: opts.organizationId ?? null,
    firstName: 'Test',
    lastName: role,
  });
  if (opts.active === false) await db.updateTable('users').set({ is_active: 0 }).where('id', '=', id).execute();
  return { id, email, password };
}

/** The user has proved their address, as using a mailed verification link records it (submitting an application needs it). */
export async function verifyEmailOf(db: Db, userId: number): Promise<void> {
  const { email } = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  await markEmailVerified(db, userId, email);
}
