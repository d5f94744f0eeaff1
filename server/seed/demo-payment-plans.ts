import type { LedgerType, PaymentPlanType } from '../../shared/payment-plans/constants';
import { DUE_ON_APPROVAL, DUE_TODAY } from '../../shared/payment-plans/constants';
import { planTotal } from '../../shared/payment-plans/totals';
import type { Db } from '../db/database';

/** A realistic chart of accounts for student housing. */
export const DEMO_ACCOUNT_CODES: { name: string; type: LedgerType }[] = [
  { name: 'Rent', type: 'Charge' },
  { name: 'Utilities', type: 'Charge' },
  { name: 'Parking', type: 'Charge' },
  { name: 'Security Deposit', type: 'Deposit' },
  { name: 'Pet Deposit', type: 'Deposit' },
  { name: 'Application Fee', type: 'Fee' },
  { name: 'Administrative Fee', type: 'Fee' },
  { name: 'Late Fee', type: 'Fee' },
  { name: 'Move-in Concession', type: 'Credit' },
  { name: 'Referral Credit', type: 'Credit' },
];

type EntrySeed = { due: string; account: string; semester: string; description: string; charge?: number; credit?: number };

const ACADEMIC_YEAR_ENTRIES: EntrySeed[] = [
  { due: DUE_TODAY, account: 'Application Fee', semester: 'Fall 2026', description: 'Application fee', charge: 5000 },
  { due: DUE_ON_APPROVAL, account: 'Security Deposit', semester: 'Fall 2026', description: 'Security deposit', charge: 30000 },
  { due: DUE_ON_APPROVAL, account: 'Administrative Fee', semester: 'Fall 2026', description: 'Administrative fee', charge: 15000 },
  { due: '2026-08-20', account: 'Rent', semester: 'Fall 2026', description: 'Fall 2026 installment', charge: 412500 },
  { due: '2026-08-20', account: 'Move-in Concession', semester: 'Fall 2026', description: 'Early signing concession', credit: 25000 },
  { due: '2027-01-11', account: 'Rent', semester: 'Spring 2027', description: 'Spring 2027 installment', charge: 412500 },
];

const PLANS: { name: string; type: PaymentPlanType; approved: boolean; entries: EntrySeed[] }[] = [
  { name: 'Academic Year: two installments', type: 'New Tenant', approved: true, entries: ACADEMIC_YEAR_ENTRIES },
  { name: 'Academic Year: renewal', type: 'Renewal Tenant', approved: false, entries: ACADEMIC_YEAR_ENTRIES.filter((e) => e.account !== 'Application Fee') },
];

/** The demo company's account codes, and two payment plans (one approved) for each property's academic year. */
export async function insertDemoPaymentPlans(db: Db, organizationId: number, propertyIds: number[]): Promise<void> {
  const codes = await db
    .insertInto('account_codes')
    .values(DEMO_ACCOUNT_CODES.map((c) => ({ ...c, organization_id: organizationId })))
    .returning(['id', 'name'])
    .execute();
  const codeId = new Map(codes.map((c) => [c.name, c.id]));
  const periods = await db
    .selectFrom('lease_periods')
    .select(['id', 'property_id'])
    .where('property_id', 'in', propertyIds.length ? propertyIds : [0])
    .where('name', '=', 'Academic Year 2026-2027')
    .execute();
  for (const period of periods) {
    const subs = await db.selectFrom('sub_periods').select(['id', 'name']).where('lease_period_id', '=', period.id).execute();
    const subId = new Map(subs.map((s) => [s.name, s.id]));
    for (const plan of PLANS) {
      const entries = plan.entries.map((e, position) => ({
        position,
        due_date: e.due,
        account_code_id: codeId.get(e.account)!,
        sub_period_id: subId.get(e.semester) ?? null,
        description: e.description,
        charge_cents: e.charge ?? 0,
        credit_cents: e.credit ?? 0,
      }));
      const { id } = await db
        .insertInto('payment_plans')
        .values({
          property_id: period.property_id,
          lease_period_id: period.id,
          name: plan.name,
          type: plan.type,
          effective_start_date: '2026-01-15',
          effective_end_date: '2026-12-31',
          total_cents: planTotal(entries),
          approved: plan.approved ? 1 : 0,
          approved_by: plan.approved ? 'Dana Whitfield' : null,
          approved_at: plan.approved ? '2026-01-14T16:30:00.000Z' : null,
          created_by: 'Dana Whitfield',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('ledger_entries').values(entries.map((e) => ({ ...e, payment_plan_id: id }))).execute();
    }
  }
}
