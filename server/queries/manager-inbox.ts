import type { Db } from '../db/database';

/** Reservation requests made to the company's properties, newest first. */
export async function listReservationRequests(db: Db, organizationId: number) {
  return db
    .selectFrom('reservation_requests')
    .innerJoin('users', 'users.id', 'reservation_requests.user_id')
    .innerJoin('properties', 'properties.id', 'reservation_requests.property_id')
    .leftJoin('lease_periods', 'lease_periods.id', 'reservation_requests.lease_period_id')
    .select([
      'reservation_requests.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.cell_phone',
      'properties.id as property_id',
      'properties.name as property_name',
      'lease_periods.name as lease_period_name',
      'reservation_requests.start_date',
      'reservation_requests.end_date',
      'reservation_requests.opened_at',
      'reservation_requests.created_at',
    ])
    .where('reservation_requests.organization_id', '=', organizationId)
    .orderBy('reservation_requests.created_at', 'desc')
    .orderBy('reservation_requests.id', 'desc')
    .execute();
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

/** Real counts for the side navigation. */
export async function inboxCounts(db: Db, organizationId: number) {
  const [reservations, messages] = await Promise.all([
    db.selectFrom('reservation_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', organizationId).where('opened_at', 'is', null).executeTakeFirstOrThrow(),
    db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', organizationId).where('read_at', 'is', null).executeTakeFirstOrThrow(),
  ]);
  return { reservations_unopened: Number(reservations.n), messages_unread: Number(messages.n) };
}

/** Marks a reservation request opened (the first time only). */
export async function markReservationOpened(db: Db, id: number) {
  await db.updateTable('reservation_requests').set({ opened_at: new Date().toISOString() }).where('id', '=', id).where('opened_at', 'is', null).execute();
}

/** Marks a contact message read (the first time only). */
export async function markMessageRead(db: Db, id: number) {
  await db.updateTable('contact_messages').set({ read_at: new Date().toISOString() }).where('id', '=', id).where('read_at', 'is', null).execute();
}
