// Executed leases seeded straight into a bench database (bench:ledger): students, their requests and
// applications, a bed of its own for each lease (new layouts), and, when asked, a year of ledger lines.
import type { Insertable } from 'kysely';
import type { Db } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import type { PostingLease } from '../../server/services/ledger/posting';
import { refreshLedgerSummaries } from '../../server/services/ledger/summaries';

/** Rows per insert, under SQLite's bound-parameter limit for every table here. */
const CHUNK = 1000;
const ORGANIZATION = 1;

/** Inserts rows in chunks; answers their ids in the rows' order (ids of one transaction's inserts ascend). */
async function insertMany<T extends 'users' | 'reservation_requests' | 'rental_applications' | 'layouts' | 'leases' | 'payments' | 'ledger_lines'>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = await db.insertInto(table).values(rows.slice(i, i + CHUNK) as never).returning('id' as never).execute();
    ids.push(...(inserted as unknown as { id: number }[]).map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export type SeededLease = { id: number; payment_plan_id: number | null };

/**
 * `count` executed leases of the demo company, spread over its lease periods (only those with a plan
 * when `planned`; only `periodIds` when given), each on a new bed. `tag` keeps e-mails and beds of
 * separate calls apart.
 */
export async function seedExecutedLeases(db: Db, count: number, tag: string, planned = false, periodIds?: readonly number[]): Promise<SeededLease[]> {
  return db.transaction().execute(async (trx) => {
    const company = await trx.selectFrom('lease_periods as lp').innerJoin('properties as p', 'p.id', 'lp.property_id').select(['lp.id', 'lp.property_id']).where('p.organization_id', '=', ORGANIZATION).orderBy('lp.id').execute();
    const all = periodIds ? company.filter((p) => periodIds.includes(p.id)) : company;
    const plans = await trx.selectFrom('payment_plans').select(['id', 'lease_period_id']).where('name', '=', 'Academic Year: two installments').execute();
    const planOf = new Map(plans.map((p) => [p.lease_period_id, p.id]));
    const periods = planned ? all.filter((p) => planOf.has(p.id)) : all;
    const at = Array.from({ length: count }, (_, i) => periods[i % periods.length]!);
    const users = await insertMany(trx, 'users', at.map((_, i) => ({ organization_id: null, email: `ledger.${tag}${i}@example.com`, password_hash: null, first_name: 'Avery', last_name: `Tenant ${tag}${i}` })));
    for (let i = 0; i < users.length; i += CHUNK) await trx.insertInto('user_roles').values(users.slice(i, i + CHUNK).map((user_id) => ({ user_id, role: 'student' as const }))).execute();
    const requests = await insertMany(trx, 'reservation_requests', at.map((p, i) => ({ user_id: users[i]!, organization_id: ORGANIZATION, property_id: p.property_id, lease_period_id: p.id })));
    const applications = await insertMany(trx, 'rental_applications', at.map((_, i) => ({ organization_id: ORGANIZATION, user_id: users[i]!, reservation_request_id: requests[i]!, status: 'Approved', answers: '{}' })));
    const beds = await insertMany(trx, 'layouts', at.map((p, i) => ({ property_id: p.property_id, building: `Bench ${tag}`, floor: String(1 + (i % 10)), unit: `U${i}`, unit_type: '4x4', room: 'A', room_type: 'Private', bed: 'A' })));
    const leases = at.map((p, i) => ({ organization_id: ORGANIZATION, application_id: applications[i]!, user_id: users[i]!, property_id: p.property_id, lease_period_id: p.id, layout_id: beds[i]!, status: 'Executed' as const, payment_plan_id: planOf.get(p.id) ?? null, created_by: 'Bench' }));
    const ids = await insertMany(trx, 'leases', leases);
    return ids.map((id, i) => ({ id, payment_plan_id: leases[i]!.payment_plan_id }));
  });
}

/**
 * Twelve lines for each lease around `today`: a deposit and seven rents due from four months ago to
 * three months ahead, two payments, an adjustment, and for every fourth lease the second payment
 * reversed (a returned check), else a fee: open debts in every aging bucket.
 */
export async function seedLedgerLines(db: Db, leases: readonly SeededLease[], today: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const author = { organization_id: ORGANIZATION, created_by: 'Bench' };
    const rent = (i: number) => 60_000 + (i % 7) * 2_500;
    const payments = leases.flatMap((lease, i) => [
      { ...author, lease_id: lease.id, amount_cents: 50_000, received_on: shift(today, -118), method: 'check' as const, reference: `D${i}`, note: '' },
      { ...author, lease_id: lease.id, amount_cents: rent(i) / 2, received_on: shift(today, -60), method: 'check' as const, reference: `R${i}`, note: '' },
    ]);
    const paymentIds = await insertMany(trx, 'payments', payments);
    const lines = leases.flatMap((lease, i) => {
      const line = (kind: 'charge' | 'payment' | 'adjustment', amount_cents: number, days: number, description: string, payment_id: number | null = null) => ({ ...author, lease_id: lease.id, kind, amount_cents, due_date: shift(today, days), description, payment_id });
      return [
        line('charge', 50_000, -120, 'Deposit'),
        ...[-95, -65, -35, -5, 25, 55, 85].map((days, month) => line('charge', rent(i), days, `Rent ${month + 1}`)),
        line('payment', -50_000, -118, 'Payment: Check', paymentIds[2 * i]!),
        line('payment', -rent(i) / 2, -60, 'Payment: Check', paymentIds[2 * i + 1]!),
        i % 2 ? line('adjustment', 5_000, -30, 'Late fee') : line('adjustment', -2_500, -90, 'Concession'),
        ...(i % 4 ? [line('adjustment', 3_500, -10, 'Key replacement')] : []),
      ];
    });
    const lineIds = await insertMany(trx, 'ledger_lines', lines);
    // The second payment's line of every fourth lease, reversed: its id is known only now.
    const paymentLine = new Map(lines.map((l, n) => [l.payment_id, lineIds[n]!]));
    const reversals = leases.flatMap((lease, i) => (i % 4 ? [] : [{ ...author, lease_id: lease.id, kind: 'reversal' as const, amount_cents: rent(i) / 2, due_date: shift(today, -50), description: 'Reversal: returned check', reverses_id: paymentLine.get(paymentIds[2 * i + 1]!)!, reason: 'Returned check' }]));
    await insertMany(trx, 'ledger_lines', reversals);
    // As every ledger write does: the leases' summaries, which Collections reads.
    await refreshLedgerSummaries(trx, leases.map((l) => l.id));
    return lines.length + reversals.length;
  });
}

/** The leases as the posting code takes them: signed and executed today. */
export const postingLeases = (leases: readonly SeededLease[], today: string): PostingLease[] => leases.map((l) => ({ ...l, organization_id: ORGANIZATION, signedOn: today, executedOn: today }));
