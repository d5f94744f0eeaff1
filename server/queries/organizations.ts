import type { Db } from '../db/database';
import type { Updateable } from 'kysely';
import type { OrganizationsTable } from '../db/schema';
import { updateVersioned } from './versioned-update';

/** The company whose public site this server shows: the first organization. */
export async function findPublicOrganization(db: Db) {
  return db.selectFrom('organizations').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

export async function findOrganization(db: Db, id: number) {
  return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listOrganizations(db: Db) {
  return db.selectFrom('organizations').selectAll().orderBy('id').execute();
}

/** An editor's save of the company's fields, refused (409) when `version` is no longer the stored one. */
export async function updateOrganization(db: Db, id: number, version: number | undefined, changes: Updateable<OrganizationsTable>) {
  await updateVersioned(db, 'organizations', id, version, changes);
}
