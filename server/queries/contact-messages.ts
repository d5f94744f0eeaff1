import type { Db } from '../db/database';
import { insertedId } from './inserted-id';

export async function insertContactMessage(
  db: Db,
  row: { organization_id: number; property_id: number | null; name: string; email: string; phone_number: string; message: string },
): Promise<number> {
  return insertedId(db, 'contact_messages', row);
}

/** Contact form messages of the company and its properties, newest first. */
export async function listContactMessages(db: Db, organizationId: number) {
  return db
    .selectFrom('contact_messages')
    .leftJoin('properties', 'properties.id', 'contact_messages.property_id')
    .select([
      'contact_messages.id',
      'contact_messages.name',
      'contact_messages.email',
      'contact_messages.phone_number',
      'contact_messages.message',
      'properties.name as property_name',
      'contact_messages.read_at',
      'contact_messages.created_at',
    ])
    .where('contact_messages.organization_id', '=', organizationId)
    .orderBy('contact_messages.created_at', 'desc')
    .orderBy('contact_messages.id', 'desc')
    .execute();
}

/** Marks a message read (the first time only). */
export async function markMessageRead(db: Db, id: number) {
  await db.updateTable('contact_messages').set({ read_at: new Date().toISOString() }).where('id', '=', id).where('read_at', 'is', null).execute();
}
