import type { Db } from '../db/database';
import type { Updateable } from 'kysely';
import type { OrganizationsTable } from '../db/schema';

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

export async function updateOrganization(db: Db, id: number, changes: Updateable<OrganizationsTable>) {
  if (Object.keys(changes).length) await db.updateTable('organizations').set(changes).where('id', '=', id).execute();
}
