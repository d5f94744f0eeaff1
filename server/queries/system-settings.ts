import type { Db } from '../db/database';

/** A fact about the install kept with its data (undefined when never stored). */
export async function findSystemSetting(db: Db, name: string): Promise<string | undefined> {
  return (await db.selectFrom('system_settings').select('value').where('name', '=', name).executeTakeFirst())?.value;
}

/** Stores a fact once: a value already there (another process got there first) is kept. */
export async function insertSystemSettingOnce(db: Db, name: string, value: string): Promise<void> {
  await db.insertInto('system_settings').values({ name, value }).onConflict((oc) => oc.column('name').doNothing()).execute();
}
