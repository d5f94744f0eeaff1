// Work waiting for managers, made from the executed leases of ledger-seed (bench:alerts): some leases
// moved back to offered, signing (the landlord's turn, or the guarantor's with an expired link) or
// declined, applications submitted, requests not opened, messages not read, tickets open.
import type { Insertable } from 'kysely';
import type { Db } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { TICKET_CATEGORIES } from '../../shared/tickets/ticket-texts';
import type { SeededLease } from './ledger-seed';

const SLICE = 500;
const ORGANIZATION = 1;
const DAY_MS = 86_400_000;

async function inSlices<T>(items: readonly T[], work: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += SLICE) await work(items.slice(i, i + SLICE));
}

async function insertAll<T extends 'lease_signers' | 'lease_signing_steps' | 'lease_signing_links' | 'payment_plan_assignments' | 'contact_messages' | 'tickets'>(db: Db, table: T, rows: Insertable<Database[T]>[]) {
  await inSlices(rows, (slice) => db.insertInto(table).values(slice as never).execute());
}

/** Of every 20 leases: 2 offered (one with a plan for its bed), 1 at the landlord's turn, 1 at the guarantor's with an expired link, 1 declined. */
export async function seedAlertCauses(db: Db, leases: readonly SeededLease[], now: Date): Promise<Record<string, number>> {
  const at = (n: number) => leases.filter((_, i) => i % 20 === n);
  const ids = (n: number) => at(n).map((l) => l.id);
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const setStatus = (leaseIds: number[], status: 'Offered' | 'Signing' | 'Declined', plan?: null) =>
      inSlices(leaseIds, (slice) => trx.updateTable('leases').set(plan === null ? { status, payment_plan_id: null } : { status }).where('id', 'in', slice).execute());
    await setStatus([...ids(1), ...ids(2)], 'Offered', null);
    // The second of each pair has a plan for its bed: the student's to choose, not an alert.
    const beds = await trx.selectFrom('leases').select(['id', 'layout_id']).where('id', 'in', ids(2).slice(0, 999)).execute();
    const plans = new Map(at(2).map((l) => [l.id, l.payment_plan_id]));
    await insertAll(trx, 'payment_plan_assignments', beds.filter((b) => plans.get(b.id)).map((b) => ({ layout_id: b.layout_id, payment_plan_id: plans.get(b.id)! })));
    await setStatus([...ids(3), ...ids(4)], 'Signing');
    await setStatus(ids(5), 'Declined');
    const signer = (lease_id: number, role: 'tenant' | 'guarantor' | 'landlord', signing_order: number) => ({ lease_id, role, signing_order, name: role, email: `${role}.${lease_id}@example.com` });
    await insertAll(trx, 'lease_signers', [
      ...ids(3).flatMap((id) => [signer(id, 'tenant', 1), signer(id, 'landlord', 3)]),
      ...ids(4).flatMap((id) => [signer(id, 'tenant', 1), signer(id, 'guarantor', 2), signer(id, 'landlord', 3)]),
    ]);
    await insertAll(trx, 'lease_signing_steps', [...ids(3), ...ids(4)].map((lease_id) => ({ lease_id, role: 'tenant', step: 'complete', name: 'Tenant', email: `tenant.${lease_id}@example.com`, method: 'account' })));
    await insertAll(trx, 'lease_signing_links', ids(4).map((lease_id) => ({ lease_id, role: 'guarantor', token_hash: `bench-${lease_id}`, email: `guarantor.${lease_id}@example.com`, expires_at: iso(1) })));

    // Requests and applications: most opened and decided, one in 40 waiting.
    await trx.updateTable('reservation_requests').set({ opened_at: iso(30) }).where('organization_id', '=', ORGANIZATION).execute();
    const waiting = leases.filter((_, i) => i % 40 === 6).map((l) => l.id);
    const apps = await trx.selectFrom('leases').select('application_id').where('id', 'in', waiting.slice(0, 999)).execute();
    await inSlices(apps.map((a) => a.application_id), (slice) => trx.updateTable('rental_applications').set({ status: 'Submitted', submitted_at: iso(3) }).where('id', 'in', slice).execute());
    const requests = await trx.selectFrom('rental_applications').select('reservation_request_id').where('id', 'in', apps.map((a) => a.application_id)).execute();
    await inSlices(requests.map((r) => r.reservation_request_id), (slice) => trx.updateTable('reservation_requests').set({ opened_at: null }).where('id', 'in', slice).execute());

    const properties = await trx.selectFrom('properties').select('id').where('organization_id', '=', ORGANIZATION).execute();
    await insertAll(trx, 'contact_messages', Array.from({ length: 600 }, (_, i) => ({ organization_id: ORGANIZATION, property_id: i % 5 ? properties[i % properties.length]!.id : null, name: `Visitor ${i}`, email: `v${i}@example.com`, phone_number: '', message: 'Is parking included?', read_at: i % 2 ? iso(1) : null })));

    // A ticket on every lease (10,000 for the tickets list): a third urgent, reported over the last ten days, some done.
    const everyLease = await trx.selectFrom('leases').select(['id', 'property_id', 'user_id']).where('organization_id', '=', ORGANIZATION).execute();
    const categories = Object.keys(TICKET_CATEGORIES) as (keyof typeof TICKET_CATEGORIES)[];
    const statuses = ['New', 'In progress', 'Waiting', 'Done', 'Cancelled'] as const;
    await insertAll(trx, 'tickets', everyLease.map((l, i) => ({
      organization_id: ORGANIZATION,
      property_id: l.property_id,
      lease_id: l.id,
      student_user_id: l.user_id,
      category: categories[i % categories.length]!,
      description: 'Something is broken',
      location: 'Kitchen',
      urgent: i % 3 === 0 ? 1 : 0,
      permission_to_enter: 1,
      preferred_times: '',
      status: statuses[i % statuses.length]!,
      waiting_for: statuses[i % statuses.length] === 'Waiting' ? ('parts' as const) : null,
      cancel_reason: statuses[i % statuses.length] === 'Cancelled' ? 'Duplicate' : null,
      created_at: iso(i % 10),
    })));
    return { offered: ids(1).length + ids(2).length, landlord: ids(3).length, linkExpired: ids(4).length, declined: ids(5).length, submitted: apps.length, tickets: everyLease.length };
  });
}
