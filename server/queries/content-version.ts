import type { Db } from '../db/database';

/** Bumped by triggers on every write to public content (see the content_version migration). */
export async function contentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('content_version').select('version').executeTakeFirstOrThrow();
  return row.version;
}
