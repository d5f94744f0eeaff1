// What the statements budget (statement-budgets.ts) seeds straight into the database: executed leases
// with long ledgers, and Offered leases whose student is about to choose a plan (a packet to make).
import type { Db } from '../../server/db/database';
import { createApiToken } from '../../server/queries/api-tokens';
import { refreshLedgerSummaries } from '../../server/services/ledger/summaries';
import { seedExecutedLeases } from './ledger-seed';

const ORGANIZATION = 1;
/** Rows per insert, under SQLite's bound-parameter limit. */
const CHUNK = 500;

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export type LongLedger = { leaseId: number; lines: number; token: string };

/**
 * An executed lease of the demo company for each count, with that many ledger lines, one a day up to
 * `today`: rents, every fourth line a payment (with its payment, so the statement lists it too), every
 * 25th an adjustment whose description wraps. Each lease's student's API token.
 */
export async function seedLongLedgers(db: Db, counts: readonly number[], tag: string, today: string): Promise<LongLedger[]> {
  const leases = await seedExecutedLeases(db, counts.length, tag);
  const ledgers: LongLedger[] = [];
  for (const [n, lease] of leases.entries()) {
    const count = counts[n]!;
    await db.transaction().execute(async (trx) => {
      const author = { organization_id: ORGANIZATION, lease_id: lease.id, created_by: 'Bench' };
      for (let start = 0; start < count; start += CHUNK) {
        const days = Array.from({ length: Math.min(CHUNK, count - start) }, (_, k) => start + k);
        const paid = days.filter((i) => i % 4 === 3);
        const payments = paid.length ? await trx.insertInto('payments').values(paid.map((i) => ({ ...author, amount_cents: 45_000, received_on: shift(today, i - count), method: 'check' as const, reference: `C${i}`, note: '' }))).returning('id').execute() : [];
        const paymentOf = new Map(paid.map((i, k) => [i, payments.map((p) => p.id).sort((a, b) => a - b)[k]!]));
        const line = (i: number) =>
          paymentOf.has(i)
            ? { kind: 'payment' as const, amount_cents: -45_000, description: `Payment: Check C${i}`, payment_id: paymentOf.get(i)! }
            : i % 25 === 24
              ? { kind: 'adjustment' as const, amount_cents: 2_500, description: `Adjustment ${i}: the repair of a door the tenant's guest broke, as agreed with the office in writing`, payment_id: null }
              : { kind: 'charge' as const, amount_cents: 15_000, description: `Rent, week ${i + 1}`, payment_id: null };
        await trx.insertInto('ledger_lines').values(days.map((i) => ({ ...author, due_date: shift(today, i - count), ...line(i) }))).execute();
      }
      await refreshLedgerSummaries(trx, [lease.id]);
    });
    const { user_id } = await db.selectFrom('leases').select('user_id').where('id', '=', lease.id).executeTakeFirstOrThrow();
    ledgers.push({ leaseId: lease.id, lines: count, token: (await createApiToken(db, user_id, 'bench')).token });
  }
  return ledgers;
}

export type OfferedLease = { leaseId: number; planId: number; token: string };

/**
 * `count` Offered leases on free beds the demo's academic year plan is assigned to (the last beds,
 * as other suites on a shared database take the first), each with its student's API token: choosing
 * the plan makes the demo packet.
 */
export async function seedOfferedLeases(db: Db, count: number, tag: string): Promise<OfferedLease[]> {
  const beds = await db
    .selectFrom('payment_plan_assignments as a')
    .innerJoin('payment_plans as p', 'p.id', 'a.payment_plan_id')
    .select(['a.layout_id', 'p.id as plan_id', 'p.property_id', 'p.lease_period_id'])
    .where('p.name', '=', 'Academic Year: two installments')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('leases as l').select('l.id').whereRef('l.layout_id', '=', 'a.layout_id').whereRef('l.lease_period_id', '=', 'p.lease_period_id').where('l.status', '<>', 'Void'))))
    .orderBy('a.layout_id', 'desc')
    .limit(count)
    .execute();
  if (beds.length < count) throw new Error(`${beds.length} free beds have the demo plan; ${count} are needed`);
  const leases: OfferedLease[] = [];
  for (const [i, bed] of beds.entries()) {
    const user = await db.insertInto('users').values({ organization_id: null, email: `statements.${tag}${i}@example.com`, password_hash: null, first_name: 'Zoë', last_name: `Packet ${tag}${i}` }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: user.id, role: 'student' }).execute();
    const request = await db.insertInto('reservation_requests').values({ user_id: user.id, organization_id: ORGANIZATION, property_id: bed.property_id, lease_period_id: bed.lease_period_id }).returning('id').executeTakeFirstOrThrow();
    const application = await db.insertInto('rental_applications').values({ organization_id: ORGANIZATION, user_id: user.id, reservation_request_id: request.id, status: 'Approved', answers: '{}' }).returning('id').executeTakeFirstOrThrow();
    const lease = await db
      .insertInto('leases')
      .values({ organization_id: ORGANIZATION, application_id: application.id, user_id: user.id, property_id: bed.property_id, lease_period_id: bed.lease_period_id, layout_id: bed.layout_id, created_by: 'Bench' })
      .returning('id')
      .executeTakeFirstOrThrow();
    leases.push({ leaseId: lease.id, planId: bed.plan_id, token: (await createApiToken(db, user.id, 'bench')).token });
  }
  return leases;
}
