import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Lease } from '../../shared/leases/lease-types';
import { DUE_ON_APPROVAL, DUE_TODAY } from '../../shared/payment-plans/constants';
import { walk, type DocNode } from '../../shared/documents/types';
import { privateFilePath } from '../../server/uploads/private-files';
import { signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * Issue 44's first "done when": the demo packet (the demo company's lease and guaranty) made for a
 * plan with two installments and for a monthly plan states the premises with building and room,
 * only amounts that are the plan's facts, derived by a rule it states, or written in the template
 * itself, the plan's schedule entry by entry, and the payment terms the company's settings hold.
 */

let ctx: TestContext;
let manager: Awaited<ReturnType<typeof signedInAgent>>;
let periodId: number;
/** Every amount the demo templates write as text (late fees, a lost key …), not through a variable. */
let writtenAmounts: Set<string>;

type Entry = { due: string; code: string; description: string; charge?: number; credit?: number };
type Made = { lease: string; leaseLayout: string; guaranty: string; guarantyLayout: string };

const GUARANTOR = { lg_name: 'Maria Núñez', lg_email: 'maria.nunez@example.com', lg_phone: '(214) 555-0173', lg_address: '1820 Elm St\nDallas, TX 75201' };
const AMOUNT = /\$[\d,]+\.\d\d/g;
const flat = (text: string) => text.replace(/\s+/g, ' ');
const pdfText = (file: string, layout = false) => execFileSync('pdftotext', [...(layout ? ['-layout'] : []), privateFilePath(ctx.config.privateFilesDir, file), '-']).toString();

async function plan(name: string, entries: Entry[]): Promise<number> {
  const codes = new Map((await ctx.db.selectFrom('account_codes').select(['id', 'name']).where('organization_id', '=', 1).execute()).map((c) => [c.name, c.id]));
  const { id } = await ctx.db
    .insertInto('payment_plans')
    .values({ property_id: 1, lease_period_id: periodId, name, type: 'New Tenant', approved: 1, total_cents: 0, effective_start_date: '2020-01-01', effective_end_date: '2099-12-31' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('ledger_entries')
    .values(entries.map((e, position) => ({ payment_plan_id: id, position, due_date: e.due, account_code_id: codes.get(e.code)!, description: e.description, charge_cents: e.charge ?? 0, credit_cents: e.credit ?? 0 })))
    .execute();
  return id;
}

/** A student approved with a guarantor, given the bed, who chooses the plan: the packet's texts. */
async function packet(bed: { building: string; unit: string; room: string; bed: string }, planId: number): Promise<Made> {
  const student = await signedInAgent(ctx, 'student', null);
  const layout = await ctx.db.selectFrom('layouts').select('id').where('property_id', '=', 1).where('building', '=', bed.building).where('unit', '=', bed.unit).where('room', '=', bed.room).where('bed', '=', bed.bed).executeTakeFirstOrThrow();
  await ctx.db.insertInto('payment_plan_assignments').values({ layout_id: layout.id, payment_plan_id: planId }).execute();
  const reservation = await ctx.db.insertInto('reservation_requests').values({ user_id: student.userId, organization_id: 1, property_id: 1, lease_period_id: periodId }).returning('id').executeTakeFirstOrThrow();
  const application = await ctx.db.insertInto('rental_applications').values({ organization_id: 1, user_id: student.userId, reservation_request_id: reservation.id, status: 'Approved', answers: JSON.stringify(GUARANTOR) }).returning('id').executeTakeFirstOrThrow();
  const assigned = await manager.post('/api/leases/').send({ application_id: application.id, bed_id: layout.id });
  expect(assigned.status).toBe(201);
  const chosen = await student.put(`/api/leases/${(assigned.body as Lease).id}/plan/`).send({ payment_plan_id: planId });
  expect(chosen.status).toBe(200);
  const docs = await ctx.db.selectFrom('lease_documents').select(['role', 'pdf_file']).where('lease_id', '=', (assigned.body as Lease).id).orderBy('position').execute();
  expect(docs.map((d) => d.role)).toEqual(['tenant', 'guarantor']);
  return { lease: flat(pdfText(docs[0]!.pdf_file)), leaseLayout: pdfText(docs[0]!.pdf_file, true), guaranty: flat(pdfText(docs[1]!.pdf_file)), guarantyLayout: pdfText(docs[1]!.pdf_file, true) };
}

/** Each schedule row on a line of its own in the PDF's layout: due, description, charge or credit, running total. */
function expectSchedule(layout: string, rows: [string, string, string, string][], foot: [string, string, string]) {
  const lines = layout.split('\n').map((l) => l.trim().replace(/\s{2,}/g, ' | '));
  expect(lines).toContain('Due | Description | Charge | Credit | Total');
  for (const [due, description, amount, total] of rows) expect(lines).toContain(`${due} | ${description} | ${amount} | ${total}`);
  expect(lines).toContain(`Total of the plan | ${foot.join(' | ')}`);
}

/** Every amount the text states is a fact of the plan (or derived by a rule the text states), or written in the template. */
function expectOnlyKnownAmounts(text: string, facts: readonly string[]) {
  const unknown = [...text.matchAll(AMOUNT)].map((m) => m[0]).filter((amount) => !facts.includes(amount) && !writtenAmounts.has(amount));
  expect(unknown).toEqual([]);
}

beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  manager = await signedInAgent(ctx, 'manager', 1);
  // Not the defaults: the lease must state what the company set.
  await ctx.db.updateTable('organizations').set({ accepted_payment_methods: '["money_order","check"]', payment_order: 'fees_first' }).where('id', '=', 1).execute();
  periodId = (await ctx.db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', 'Academic Year 2026-2027').executeTakeFirstOrThrow()).id;
  const bodies = await ctx.db.selectFrom('document_templates').select('body').where('organization_id', '=', 1).where('name', 'in', ['Academic year lease', 'Guarantor agreement']).execute();
  writtenAmounts = new Set(bodies.flatMap((b) => [...walk(JSON.parse(b.body) as DocNode)].flatMap((n) => (n.type === 'text' ? [...(n.text ?? '').matchAll(AMOUNT)].map((m) => m[0]) : []))));
});
afterAll(() => ctx.close());

describe('the demo packet states the lease’s own facts', () => {
  it('for a plan with two installments: premises, the schedule, every amount a plan fact or derived by its stated rule, the company’s terms', async () => {
    const planId = await plan('Two installments', [
      { due: DUE_TODAY, code: 'Application Fee', description: 'Application fee', charge: 5000 },
      { due: DUE_ON_APPROVAL, code: 'Security Deposit', description: 'Security deposit', charge: 30000 },
      { due: DUE_ON_APPROVAL, code: 'Administrative Fee', description: 'Administrative fee', charge: 15000 },
      { due: '2027-01-10', code: 'Rent', description: 'Spring installment', charge: 425000 },
      { due: '2026-08-20', code: 'Rent', description: 'Fall installment', charge: 425000 },
      { due: '2026-08-20', code: 'Move-in Concession', description: 'Early signing concession', credit: 25000 },
    ]);
    const { lease, leaseLayout, guaranty, guarantyLayout } = await packet({ building: 'South Hall', unit: '204', room: 'A', bed: '1' }, planId);

    expect(lease).toContain('Premises: South Hall, Floor 2, Unit 204, Room A, Bed 1');
    expect(lease).toContain('the bed identified as South Hall, Floor 2, Unit 204, Room A, Bed 1');
    expect(lease).toContain('Total rent for the term: $8,250.00, payable in 2 installments from August 20, 2026 to January 10, 2027');
    expect(lease).toContain('The rent for the Term is $8,250.00');
    expect(lease).toContain('You pay it in 2 installments, the first due on August 20, 2026 and the last on January 10, 2027');
    // The daily rate is derived by the rule the lease states: total rent ÷ the days of the Term (825000 / 268 = 3078.36).
    expect(lease).toContain('the daily rate is the Total Rent divided by the 268 days of the Term');
    expect(lease).toContain('$8,250.00 ÷ 268 = $30.78 a day');
    expect(lease).toContain('Security deposit: $300.00');
    expect(lease).toContain('Fees in your payment plan: $200.00, including the application fee (non-refundable, paid with your application) of $50.00');
    expect(lease).toContain('a reletting fee equal to 10% of the Total Rent of $8,250.00');
    expect(lease).not.toMatch(/monthly installment|installments of \$/);
    const schedule: [string, string, string, string][] = [
      ['Due Today', 'Application fee', '$50.00', '$50.00'],
      ['Due on Approval', 'Security deposit', '$300.00', '$350.00'],
      ['Due on Approval', 'Administrative fee', '$150.00', '$500.00'],
      ['Aug 20, 2026', 'Fall installment', '$4,250.00', '$4,750.00'],
      ['Aug 20, 2026', 'Early signing concession', '$250.00', '$4,500.00'],
      ['Jan 10, 2027', 'Spring installment', '$4,250.00', '$8,750.00'],
    ];
    expectSchedule(leaseLayout, schedule, ['$9,000.00', '$250.00', '$8,750.00']);
    expectOnlyKnownAmounts(lease, ['$8,250.00', '$30.78', '$300.00', '$200.00', '$50.00', '$150.00', '$350.00', '$500.00', '$4,250.00', '$4,750.00', '$250.00', '$4,500.00', '$8,750.00', '$9,000.00']);

    expect(lease).toContain('We accept payment by Check or Money order, and by no other method.');
    expect(lease).toContain('Whatever note you write on a payment, each payment is applied first to unpaid fees and deposits due on or before the day it is received, oldest first, then to unpaid rent due by that day, oldest first, and any remainder to charges falling due later, in the order they fall due.');
    expect(lease).not.toContain('We do not accept cash');

    expect(guaranty).toContain('• Guarantor: Maria Núñez • Address: 1820 Elm St, Dallas, TX 75201 • E-mail: maria.nunez@example.com • Phone: (214) 555-0173');
    expect(guaranty).toContain('is leasing South Hall, Floor 2, Unit 204, Room A, Bed 1 at The Rio on 24th');
    expect(guaranty).toContain('for a total rent of $8,250.00 payable in 2 installments, with a security deposit of $300.00 and fees of $200.00');
    expect(guaranty).toContain('at least the payment plan’s total of $8,750.00');
    expectSchedule(guarantyLayout, schedule, ['$9,000.00', '$250.00', '$8,750.00']);
    expectOnlyKnownAmounts(guaranty, ['$8,250.00', '$300.00', '$200.00', '$50.00', '$150.00', '$350.00', '$500.00', '$4,250.00', '$4,750.00', '$250.00', '$4,500.00', '$8,750.00', '$9,000.00']);
  });

  it('for a monthly plan: ten rent installments from a prorated first month, each in the schedule', async () => {
    const months = ['2026-09-01', '2026-10-01', '2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01', '2027-03-01', '2027-04-01', '2027-05-01'];
    const planId = await plan('Monthly', [
      { due: DUE_TODAY, code: 'Application Fee', description: 'Application fee', charge: 5000 },
      { due: DUE_ON_APPROVAL, code: 'Security Deposit', description: 'Security deposit', charge: 30000 },
      { due: '2026-08-20', code: 'Rent', description: 'August rent (12 days)', charge: 35000 },
      ...months.map((due) => ({ due, code: 'Rent', description: `Rent for ${due.slice(0, 7)}`, charge: 90000 })),
    ]);
    const { lease, leaseLayout } = await packet({ building: 'North Hall', unit: '204', room: 'A', bed: '1' }, planId);

    expect(lease).toContain('Premises: North Hall, Floor 2, Unit 204, Room A, Bed 1');
    expect(lease).toContain('Total rent for the term: $8,450.00, payable in 10 installments from August 20, 2026 to May 1, 2027');
    // 845000 / 268 = 3152.99
    expect(lease).toContain('$8,450.00 ÷ 268 = $31.53 a day');
    expect(lease).toContain('Fees in your payment plan: $50.00');
    const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}.00`;
    const shortDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const running = months.map((_, i) => usd(700 + 900 * (i + 1)));
    expectSchedule(
      leaseLayout,
      [
        ['Due Today', 'Application fee', '$50.00', '$50.00'],
        ['Due on Approval', 'Security deposit', '$300.00', '$350.00'],
        ['Aug 20, 2026', 'August rent (12 days)', '$350.00', '$700.00'],
        ...months.map((due, i): [string, string, string, string] => [shortDate(due), `Rent for ${due.slice(0, 7)}`, '$900.00', running[i]!]),
      ],
      ['$8,800.00', '$0.00', '$8,800.00'],
    );
    expectOnlyKnownAmounts(lease, ['$8,450.00', '$31.53', '$300.00', '$50.00', '$350.00', '$700.00', '$900.00', '$0.00', '$8,800.00', ...running]);
    expect(lease).toContain('We accept payment by Check or Money order, and by no other method.');
  });
});
