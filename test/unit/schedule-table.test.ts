import { describe, expect, it } from '@jest/globals';
import { document, paragraph, text, variable } from '../../shared/documents/build';
import { renderDocument } from '../../shared/documents/render';
import { isScheduleParagraph, scheduleText } from '../../shared/documents/schedule-table';
import { leaseSchedule, NO_SCHEDULE, sampleSchedule } from '../../shared/leases/lease-schedule';
import { DUE_ON_APPROVAL, DUE_TODAY } from '../../shared/payment-plans/constants';

const PLAN = leaseSchedule([
  { due_date: '2028-01-10', type: 'Charge', charge_cents: 425000, credit_cents: 0, description: 'Spring <installment>' },
  { due_date: DUE_ON_APPROVAL, type: 'Deposit', charge_cents: 30000, credit_cents: 0, description: 'Security deposit' },
  { due_date: '2027-08-19', type: 'Credit', charge_cents: 0, credit_cents: 25000, description: 'Concession' },
  { due_date: DUE_TODAY, type: 'Fee', charge_cents: 5000, credit_cents: 0, description: 'Application fee' },
]);

describe('the lease’s payment schedule', () => {
  it('lists the plan’s entries in ledger order with charges and credits as positive amounts and the running total', () => {
    expect(PLAN.rows).toEqual([
      { due: 'Due Today', description: 'Application fee', charge: '$50.00', credit: '', total: '$50.00' },
      { due: 'Due on Approval', description: 'Security deposit', charge: '$300.00', credit: '', total: '$350.00' },
      { due: 'Aug 19, 2027', description: 'Concession', charge: '', credit: '$250.00', total: '$100.00' },
      { due: 'Jan 10, 2028', description: 'Spring <installment>', charge: '$4,250.00', credit: '', total: '$4,350.00' },
    ]);
    expect(PLAN.foot).toEqual({ charge: '$4,600.00', credit: '$250.00', total: '$4,350.00' });
  });

  it('prints as a table where the variable stands alone in a paragraph, escaped, and as one line inside a sentence', () => {
    const doc = document(paragraph(text(' '), variable('payment_schedule')), paragraph(text('In short: '), variable('payment_schedule')));
    const html = renderDocument(doc, { schedule: PLAN, values: { payment_schedule: scheduleText(PLAN) } });
    expect(html.match(/<table class="doc-schedule">/g)).toHaveLength(1);
    expect(html).toContain('<th scope="col">Due</th><th scope="col">Description</th><th scope="col">Charge</th><th scope="col">Credit</th><th scope="col">Total</th>');
    expect(html).toContain('<tr><td>Jan 10, 2028</td><td>Spring &lt;installment&gt;</td><td class="money">$4,250.00</td><td class="money"></td><td class="money">$4,350.00</td></tr>');
    expect(html).toContain('<th scope="row" colspan="2">Total of the plan</th><td class="money">$4,600.00</td><td class="money">$250.00</td><td class="money">$4,350.00</td>');
    expect(html).toContain('<p>In short: <span class="doc-variable" data-variable="payment_schedule">Due Today: Application fee, charge $50.00; Due on Approval: Security deposit, charge $300.00; Aug 19, 2027: Concession, credit $250.00; Jan 10, 2028: Spring &lt;installment&gt;, charge $4,250.00; total $4,350.00</span></p>');
  });

  it('without a schedule (the previewer without samples) shows the variable’s name, as every variable', () => {
    expect(renderDocument(document(paragraph(variable('payment_schedule'))))).toBe('<p><span class="doc-variable" data-variable="payment_schedule">[Payment Schedule]</span></p>');
  });

  it('is a table only for the variable alone', () => {
    expect(isScheduleParagraph(paragraph(variable('payment_schedule'), text('  ')))).toBe(true);
    expect(isScheduleParagraph(paragraph(variable('total_rent')))).toBe(false);
    expect(isScheduleParagraph(paragraph(variable('payment_schedule'), variable('payment_schedule')))).toBe(false);
    expect(isScheduleParagraph({ type: 'heading', content: [variable('payment_schedule')] })).toBe(false);
  });

  it('is empty text without entries; the previewer’s is the sample plan’s', () => {
    expect(scheduleText(NO_SCHEDULE)).toBe('');
    expect(sampleSchedule().rows.map((r) => r.description)).toEqual(['Application fee', 'Security deposit', 'Fall 2026 installment', 'Early signing concession', 'Spring 2027 installment']);
  });
});
