import { describe, expect, it } from '@jest/globals';
import { formatShortDate, shiftYears } from '../../shared/dates';
import { chargeDateProblem, paymentDateAllowed } from '../../shared/ledger/ledger-dates';
import { LEDGER_MESSAGES as M } from '../../shared/ledger/ledger-texts';
import { PaymentSchema } from '../../shared/ledger/ledger-schema';

describe('ledger dates', () => {
  it('moves a day by years, February 29 to the 28th in a year without one, within years 1 to 9999', () => {
    expect(['2026-11-29', '2028-02-29', '2024-02-29', '9999-06-01', '0001-06-01'].map((d) => [shiftYears(d, 1), shiftYears(d, -1)])).toEqual([
      ['2027-11-29', '2025-11-29'],
      ['2029-02-28', '2027-02-28'],
      ['2025-02-28', '2023-02-28'],
      ['9999-12-31', '9998-06-01'],
      ['0002-06-01', '0001-01-01'],
    ]);
    expect(shiftYears('2027-02-28', 1)).toBe('2028-02-28');
    expect(formatShortDate('2027-08-19')).toBe('Aug 19, 2027');
  });

  it('dates a payment at most a year from today', () => {
    expect(paymentDateAllowed('2027-11-29', '2026-11-29')).toBe(true);
    expect(paymentDateAllowed('2027-11-30', '2026-11-29')).toBe(false);
    expect(paymentDateAllowed('9999-12-31', '2026-11-29')).toBe(false);
    expect(paymentDateAllowed('1999-01-01', '2026-11-29')).toBe(true);
    // Not a date: the format's message alone.
    expect(paymentDateAllowed('yesterday', '2026-11-29')).toBe(true);
    expect(PaymentSchema.safeParse({ amount: '5', received_on: '9999-12-31', method: 'cash' }).error?.issues.map((i) => i.message)).toEqual([M.receivedTooFarAhead]);
    expect(PaymentSchema.safeParse({ amount: '5', received_on: 'yesterday', method: 'cash' }).error?.issues.map((i) => i.message)).toEqual([M.dateFormat]);
  });

  it('lets a charge fall due within a year of its lease period, and says the period otherwise', () => {
    const period = { start_date: '2027-08-19', end_date: '2028-05-15' };
    expect(['2026-08-19', '2027-08-19', '2028-05-15', '2029-05-15'].map((d) => chargeDateProblem(d, period))).toEqual([null, null, null, null]);
    const problem = 'Enter a date within a year of the lease period (Aug 19, 2027 – May 15, 2028).';
    expect(['2026-08-18', '2029-05-16', '9999-12-31'].map((d) => chargeDateProblem(d, period))).toEqual([problem, problem, problem]);
  });
});
