import { describe, expect, it } from '@jest/globals';
import { planSchedule, scheduleDue } from '../../shared/leases/plan-schedule';

const entry = (due_date: string, account_code_id: number, account_name: string, charge_cents: number, credit_cents = 0, description = account_name) => ({ due_date, account_code_id, account_name, charge_cents, credit_cents, description });

describe('a plan’s schedule as the student reads it', () => {
  it('lists entries in ledger order with positive amounts, blank where zero, and the previewer’s totals', () => {
    const schedule = planSchedule([
      entry('2027-01-11', 1, 'Rent', 412500, 0, 'Spring'),
      entry('2026-08-20', 1, 'Rent', 412500, 0, 'Fall'),
      entry('Due on Approval', 2, 'Security Deposit', 30000),
      entry('2026-08-20', 3, 'Move-in Concession', 0, 25000),
      entry('Due Today', 4, 'Application Fee', 5000),
    ]);
    expect(schedule.rows).toEqual([
      { due: 'Due Today', description: 'Application Fee', account: 'Application Fee', charge: '$50.00', credit: '' },
      { due: 'Due on Approval', description: 'Security Deposit', account: 'Security Deposit', charge: '$300.00', credit: '' },
      { due: 'Aug 20, 2026', description: 'Fall', account: 'Rent', charge: '$4,125.00', credit: '' },
      { due: 'Aug 20, 2026', description: 'Move-in Concession', account: 'Move-in Concession', charge: '', credit: '$250.00' },
      { due: 'Jan 11, 2027', description: 'Spring', account: 'Rent', charge: '$4,125.00', credit: '' },
    ]);
    expect(schedule.subtotals).toEqual([
      { account: 'Application Fee', total: '$50.00' },
      { account: 'Security Deposit', total: '$300.00' },
      { account: 'Rent', total: '$8,250.00' },
      { account: 'Move-in Concession', total: '-$250.00' },
    ]);
    expect([schedule.dueToday, schedule.dueOnApproval, schedule.total]).toEqual(['$50.00', '$300.00', '$8,350.00']);
  });

  it('writes dates as the page does, in UTC whatever the server’s zone', () => {
    expect(scheduleDue('2026-12-31')).toBe('Dec 31, 2026');
    expect(scheduleDue('Due Today')).toBe('Due Today');
    expect(planSchedule([]).total).toBe('$0.00');
  });
});
