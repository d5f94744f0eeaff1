import type { Db } from '../db/database';
import { isoToday } from '../../shared/dates';
import { collectionMoney, type MoneyRow } from './collections';
import { countUnopenedApplications } from './rental-applications';
import { countNewTickets } from './tickets';

const isPastDue = (m: MoneyRow) => m.d1_30 + m.d31_60 + m.d61_90 + m.over_90 > 0;

/** How many executed leases of the company owe money past its due date (Collections' count). */
async function countPastDueLeases(db: Db, organizationId: number) {
  const money = await collectionMoney(db, organizationId, {}, isoToday());
  let n = 0;
  for (const m of money.values()) if (isPastDue(m)) n += 1;
  return n;
}

/** Real counts for the side navigation: requests and submitted applications not yet opened, messages not yet read, leases past due, tickets nobody has taken. */
export async function inboxCounts(db: Db, organizationId: number) {
  const [reservations, messages, applications, pastDue, ticketsNew] = await Promise.all([
    db.selectFrom('reservation_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', organizationId).where('opened_at', 'is', null).executeTakeFirstOrThrow(),
    db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', organizationId).where('read_at', 'is', null).executeTakeFirstOrThrow(),
    countUnopenedApplications(db, organizationId),
    countPastDueLeases(db, organizationId),
    countNewTickets(db, organizationId),
  ]);
  return { reservations_unopened: Number(reservations.n), messages_unread: Number(messages.n), applications_unopened: applications, collections_past_due: pastDue, tickets_new: ticketsNew };
}
