import { describe, expect, it } from '@jest/globals';
import { reminderFor } from '../../shared/ledger/reminders';
import type { LineFact } from '../../shared/ledger/ledger-view';

const line = (id: number, amount_cents: number, due_date: string, kind: LineFact['kind'] = amount_cents > 0 ? 'charge' : 'payment'): LineFact => ({ id, kind, amount_cents, due_date, reverses_id: null });
const opts = { daysBefore: 3, intervalDays: 7, lastSentOn: null };

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
});
