import type { Db } from '../db/database';

export async function insertContactMessage(
  db: Db,
  row: { organization_id: number; property_id: number | null; name: string; email: string; phone_number: string; message: string },
): Promise<number> {
  const { id } = await db.insertInto('contact_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}
