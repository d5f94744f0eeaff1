import type { Db } from '../db/database';

/** The property a vanity host name serves, if any. */
export async function findVanityProperty(db: Db, host: string): Promise<number | null> {
  const row = await db.selectFrom('vanity_hosts').select('property_id').where('host', '=', host.toLowerCase()).executeTakeFirst();
  return row?.property_id ?? null;
}

export async function listVanityHosts(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('vanity_hosts').select(['host', 'property_id']).execute();
  return new Map(rows.map((r) => [r.host, r.property_id]));
}
