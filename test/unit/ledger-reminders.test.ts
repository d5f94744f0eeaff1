import { describe, expect, it } from '@jest/globals';
import { reminderFor } from '../../shared/ledger/reminders';
import type { LineFact } from '../../shared/ledger/ledger-view';

const line = (id: number, amount_cents: number, due_date: string, kind: LineFact['kind'] = amount_cents > 0 ? 'charge' : 'payment', ledger_type: LineFact['ledger_type'] = null): LineFact => ({ id, kind, amount_cents, due_date, reverses_id: null, ledger_type });
const opts = { daysBefore: 3, intervalDays: 7, lastSentOn: null, order: 'oldest_first' as const };

describe('which reminder a lease gets', () => {
  it('reminds of a charge due within three days, with what is open of it', () => {
    const lines = [line(1, 50_000, '2026-09-04'), line(2, 20_000, '2026-09-04'), line(3, -10_000, '2026-08-01')];
    expect(reminderFor(lines, '2026-09-01', opts)).toEqual({ kind: 'upcoming', amountCents: 60_000, dueOn: '2026-09-04' });
    expect(reminderFor(lines, '2026-08-31', opts)).toBeNull();
  });

  it('reminds of a past-due balance first, and not again within seven days', () => {
    const lines = [line(1, 50_000, '2026-08-20'), line(2, 50_000, '2026-09-03'), line(3, -20_000, '2026-08-01')];
    expect(reminderFor(lines, '2026-09-01', opts)).toEqual({ kind: 'past_due', amountCents: 30_000 });
    expect(reminderFor(lines, '2026-09-01', { ...opts, lastSentOn: '2026-08-26' })).toBeNull();
    expect(reminderFor(lines, '2026-09-02', { ...opts, lastSentOn: '2026-08-26' })).toEqual({ kind: 'past_due', amountCents: 30_000 });
  });

  it('sends nothing for a paid-up lease', () => {
    expect(reminderFor([line(1, 50_000, '2026-09-02'), line(2, -50_000, '2026-08-01')], '2026-09-01', opts)).toBeNull();
  });

  it('reads what is open in the company’s payment order', () => {
    // A payment dated ahead (Sep 10) of both the rent (Aug 20) and a fee (Sep 3): oldest first pays the rent, fees first the fee.
    const lines = [line(1, 50_000, '2026-08-20', 'charge', 'Charge'), line(2, 50_000, '2026-09-03', 'charge', 'Fee'), line(3, -50_000, '2026-09-10')];
    expect(reminderFor(lines, '2026-09-01', opts)).toEqual({ kind: 'upcoming', amountCents: 50_000, dueOn: '2026-09-03' });
    expect(reminderFor(lines, '2026-09-01', { ...opts, order: 'fees_first' })).toEqual({ kind: 'past_due', amountCents: 50_000 });
  });
});
