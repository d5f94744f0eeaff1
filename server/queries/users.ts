import type { Role } from '../../shared/constants';
import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';

export type UserWithRoles = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  organization_id: number | null;
  is_active: number;
  roles: Role[];
};

const USER_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'organization_id', 'is_active'] as const;

async function withRoles(db: Db, user: Omit<UserWithRoles, 'roles'> | undefined): Promise<UserWithRoles | null> {
  if (!user) return null;
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).orderBy('position').execute();
  return { ...user, roles: roles.map((r) => r.role) };
}

/** The token whose hash is `tokenHash` and its user, read together (every request signed in by a token asks). */
export async function findTokenUser(db: Db, tokenHash: string): Promise<{ token: { id: number; user_id: number; created_at: string; last_used_at: string | null }; user: UserWithRoles } | null> {
  const row = await db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id as token_id', 't.user_id', 't.created_at', 't.last_used_at', ...USER_COLUMNS.map((c) => `u.${c}` as const)])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const { token_id, user_id, created_at, last_used_at, ...user } = row;
  return { token: { id: token_id, user_id, created_at, last_used_at }, user: (await withRoles(db, user))! };
}

export async function findUserById(db: Db, id: number): Promise<UserWithRoles | null> {
  return withRoles(db, await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst());
}

/** E-mail lookup is case-blind (as the column's unique index compares). */
export async function findUserForLogin(db: Db, email: string) {
  const row = await db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'password_hash'])
    .where((eb) => dialectOf(db).caseBlindEquals(eb.ref('email'), email.trim()))
    .executeTakeFirst();
  if (!row) return null;
  const { password_hash, ...user } = row;
  return { user: (await withRoles(db, user))!, passwordHash: password_hash };
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where((eb) => dialectOf(db).caseBlindEquals(eb.ref('email'), email.trim())).executeTakeFirst());
}

export type NewUser = {
  email: string;
  passwordHash: string | null;
  roles: Role[];
  organizationId?: number | null;
  firstName?: string;
  lastName?: string;
  cellPhone?: string;
  gender?: 'M' | 'F' | null;
  image?: string | null;
};

/** Inserts a user and their roles in one transaction; returns the new id. */
export async function insertUser(db: Db, input: NewUser): Promise<number> {
  return db.transaction().execute((trx) => insertUserRows(trx, input));
}

/** The user and role rows, for callers that already hold a transaction. */
export async function insertUserRows(trx: Db, input: NewUser): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({
      email: input.email.trim(),
      password_hash: input.passwordHash,
      organization_id: input.organizationId ?? null,
      first_name: input.firstName ?? '',
      last_name: input.lastName ?? '',
      cell_phone: input.cellPhone ?? '',
      gender: input.gender ?? null,
      image: input.image ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_roles')
    .values(input.roles.map((role, position) => ({ user_id: id, role, position })))
    .execute();
  return id;
}

/**
 * Records that the user proved they read mail at `email` (a verification or sign-in link sent
 * there); nothing when the account's address is another one by now, or was already verified.
 */
export async function markEmailVerified(db: Db, userId: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: new Date().toISOString() })
    .where('id', '=', userId)
    .where((eb) => dialectOf(db).caseBlindEquals(eb.ref('email'), email.trim()))
    .where('email_verified_at', 'is', null)
    .execute();
}

/** The user's address and when it was verified (null: not yet). */
export async function findEmailVerification(db: Db, userId: number) {
  return db.selectFrom('users').select(['email', 'email_verified_at']).where('id', '=', userId).executeTakeFirst();
}

/** What a user's account says of them: the facts a new rental application starts from. */
export async function findAccountFacts(db: Db, id: number) {
  return (await db.selectFrom('users').select(['email', 'first_name', 'last_name', 'cell_phone']).where('id', '=', id).executeTakeFirst()) ?? null;
}

/** A student's mobile number, as they confirmed it (renewing a lease: issue 47). */
export async function setCellPhone(db: Db, userId: number, cellPhone: string): Promise<void> {
  await db.updateTable('users').set({ cell_phone: cellPhone }).where('id', '=', userId).execute();
}
