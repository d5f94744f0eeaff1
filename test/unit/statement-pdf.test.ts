import { afterAll, describe, expect, it } from '@jest/globals';
import { statementOf, statementPeriod, type StatementLease } from '../../server/documents/statement/statement-facts';
import { statementPdf } from '../../server/documents/statement/statement-pdf';
import type { LedgerKind } from '../../shared/ledger/ledger-view';
import { popplerTools } from './poppler';

const tools = popplerTools('statement-pdf-');
afterAll(() => tools.remove());

const LEASE: StatementLease = { companyName: 'Campus Edge Living', tenantName: 'Zoë Ñúñez', propertyName: 'The Quad', bed: 'A / 2 / 204 / 2 / B', leasePeriod: 'Fall 2026 – Spring 2027' };
const line = (id: number, kind: LedgerKind, cents: number, due: string, description: string, extra: { payment_id?: number; reverses_id?: number } = {}) => ({ id, kind, amount_cents: cents, due_date: due, description, payment_id: extra.payment_id ?? null, reverses_id: extra.reverses_id ?? null, ledger_type: null, account_code_name: null });
const LINES = [
  line(1, 'charge', 50_000, '2026-08-01', 'Deposit'),
  line(2, 'charge', 120_000, '2026-09-01', 'Rent September'),
  line(3, 'payment', -50_000, '2026-08-03', 'Payment: Check 1042', { payment_id: 1 }),
  line(4, 'charge', 120_000, '2026-10-01', 'Rent October'),
  line(5, 'payment', -30_000, '2026-10-05', 'Payment: Cash', { payment_id: 2 }),
  line(6, 'reversal', 30_000, '2026-10-06', 'Reversal: Payment: Cash', { reverses_id: 5 }),
  line(7, 'charge', 120_000, '2026-11-01', 'Rent November'),
];
const PAYMENTS = [
  { id: 1, amount_cents: 50_000, received_on: '2026-08-03', method: 'check' as const, reference: '1042' },
  { id: 2, amount_cents: 30_000, received_on: '2026-10-05', method: 'cash' as const, reference: '' },
];

describe('a ledger statement', () => {
  it('opens with the balance before the period, runs through its lines, closes, and ages what is open as of its end', () => {
    const s = statementOf(LEASE, LINES, PAYMENTS, { from: '2026-09-01', to: '2026-10-31', asOf: '2026-10-31' }, 'oldest_first');
    expect(s.openingCents).toBe(0);
    expect(s.lines.map((l) => [l.date, l.amountCents, l.runningCents])).toEqual([
      ['2026-09-01', 120_000, 120_000],
      ['2026-10-01', 120_000, 240_000],
      ['2026-10-05', -30_000, 210_000],
      ['2026-10-06', 30_000, 240_000],
    ]);
    expect(s.closingCents).toBe(240_000);
    // November's rent is after the period: neither in the closing balance nor in the aging.
    expect(s.aging).toEqual({ not_yet_due: 0, current: 0, d1_30: 120_000, d31_60: 120_000, d61_90: 0, over_90: 0 });
    expect(s.pastDueCents).toBe(240_000);
    expect(s.payments).toEqual([{ receivedOn: '2026-10-05', method: 'Cash', reference: '', amountCents: 30_000, reversed: true }]);
  });

  it('names a line’s account code before its description when the description does not say it', () => {
    const coded = [{ ...line(1, 'charge', 50_000, '2026-08-01', 'Deposit'), account_code_name: 'Security Deposit' }, { ...line(2, 'charge', 120_000, '2026-08-01', 'Security deposit'), account_code_name: 'Security Deposit' }];
    expect(statementOf(LEASE, coded, [], { from: '2026-08-01', to: '2026-08-31', asOf: '2026-08-31' }, 'oldest_first').lines.map((l) => l.description)).toEqual(['Security Deposit: Deposit', 'Security deposit']);
  });

  it('covers the whole ledger when no bound is given: its first line to its last or today', () => {
    expect(statementPeriod(LINES, {}, '2026-10-15')).toEqual({ from: '2026-08-01', to: '2026-11-01' });
    expect(statementPeriod(LINES, {}, '2027-01-10')).toEqual({ from: '2026-08-01', to: '2027-01-10' });
    expect(statementPeriod([], { to: '2026-12-31' }, '2026-10-15')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  it('prints the lease, the period, every line with its running balance, the balances, the aging and the payments in dollars', async () => {
    const s = statementOf(LEASE, LINES, PAYMENTS, { from: '2026-08-02', to: '2026-11-30', asOf: '2026-11-30' }, 'oldest_first');
    const text = tools.text(await statementPdf(s), '-layout');
    for (const fact of ['Statement of Account', 'Campus Edge Living', 'Zoë Ñúñez', 'The Quad', 'A / 2 / 204 / 2 / B', 'Fall 2026 – Spring 2027', 'Aug 2, 2026 to Nov 30, 2026', 'Past due as of Nov 30, 2026']) expect(text).toContain(fact);
    const rows = text.split('\n').map((row) => row.trim().split(/\s{2,}/));
    expect(rows).toContainEqual(['08/02/2026', 'Opening balance', '$500.00']);
    expect(rows).toContainEqual(['08/03/2026', 'Payment: Check 1042', '-$500.00', '$0.00']);
    expect(rows).toContainEqual(['11/01/2026', 'Rent November', '$1,200.00', '$3,600.00']);
    expect(rows).toContainEqual(['11/30/2026', 'Closing balance', '$3,600.00']);
    expect(rows).toContainEqual(['Past due', '$3,600.00']);
    expect(rows).toContainEqual(['1–30 days', '$1,200.00']);
    expect(rows).toContainEqual(['61–90 days', '$1,200.00']);
    expect(rows).toContainEqual(['08/03/2026', 'Check 1042', '$500.00']);
    expect(rows).toContainEqual(['10/05/2026', 'Cash (reversed)', '$300.00']);
    expect(text.trim().split('\n').at(-1)!.trim()).toBe('Page 1 of 1');
  });

  it('wraps a description in its own column, at a line break typed in too, the amounts beside its first line', async () => {
    const typed = [...LINES, line(8, 'adjustment', 3_500, '2026-11-02', 'Key replacement\nfront door'), line(9, 'adjustment', 1_000, '2026-11-03', `Cleaning after move-out ${'of the kitchen and the bathroom '.repeat(3)}done`)];
    const s = statementOf(LEASE, typed, PAYMENTS, { from: '2026-11-01', to: '2026-11-30', asOf: '2026-11-30' }, 'oldest_first');
    const rows = tools.text(await statementPdf(s), '-layout').split('\n').map((row) => row.trim().split(/\s{2,}/));
    const at = rows.findIndex((row) => row[1] === 'Key replacement');
    expect(rows.slice(at, at + 2)).toEqual([['11/02/2026', 'Key replacement', '$35.00', '$3,635.00'], ['front door']]);
    const cleaning = rows.findIndex((row) => row[1]?.startsWith('Cleaning after move-out'));
    expect(rows[cleaning]).toEqual(['11/03/2026', expect.stringMatching(/^Cleaning after move-out of the kitchen/), '$10.00', '$3,645.00']);
    const wrapped = rows.slice(cleaning + 1).findIndex((row) => row[0] === 'done' || row[0]!.endsWith(' done'));
    expect(wrapped).toBeGreaterThanOrEqual(0);
    expect(rows.slice(cleaning + 1, cleaning + 2 + wrapped).every((row) => row.length === 1)).toBe(true);
  });
});
