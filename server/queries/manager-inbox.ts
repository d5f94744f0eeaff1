import type { Db } from '../db/database';
import { countUnopenedApplications } from './rental-applications';

/** Real counts for the side navigation: requests and submitted applications not yet opened, messages not yet read. */
export async function inboxCounts(db: Db, organizationId: number) {
  const [reservations, messages, applications] = await Promise.all([
    db.selectFrom('reservation_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', organizationId).where('opened_at', 'is', null).executeTakeFirstOrThrow(),
    db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', organizationId).where('read_at', 'is', null).executeTakeFirstOrThrow(),
    countUnopenedApplications(db, organizationId),
  ]);
  return { reservations_unopened: Number(reservations.n), messages_unread: Number(messages.n), applications_unopened: applications };
}
