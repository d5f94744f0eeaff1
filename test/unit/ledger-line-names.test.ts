import { describe, expect, it } from '@jest/globals';
import { accountBeside, describedLine, lineTypeName } from '../../shared/ledger/line-names';

const line = (kind: 'charge' | 'credit' | 'payment' | 'adjustment' | 'reversal', account_code_name: string | null, description = '') => ({ kind, account_code_name, description });

describe('what a ledger line is called', () => {
  it('names a plan’s charge or credit by its account code, every other line by its kind', () => {
    expect([line('charge', 'Security Deposit'), line('charge', 'Application Fee'), line('charge', 'Rent'), line('credit', 'Move-in Concession')].map(lineTypeName)).toEqual(['Security Deposit', 'Application Fee', 'Rent', 'Move-in Concession']);
    // A reversal keeps its line's code, but it is a reversal; payments and adjustments have none.
    expect([line('reversal', 'Security Deposit'), line('payment', null), line('adjustment', null), line('charge', null)].map(lineTypeName)).toEqual(['Reversal', 'Payment', 'Adjustment', 'Charge']);
  });

  it('puts the code beside a description only when the description does not already say it', () => {
    expect(accountBeside(line('charge', 'Rent', 'Fall 2026 installment'))).toBe('Rent');
    expect(accountBeside(line('charge', 'Security Deposit', 'Security deposit'))).toBeNull();
    expect(accountBeside(line('payment', null, 'Payment: Check 1042'))).toBeNull();
    expect(accountBeside(line('reversal', 'Rent', 'Reversal: Fall 2026 installment'))).toBeNull();
  });

  it('writes a statement’s description with the code first when it adds to it', () => {
    expect(describedLine(line('charge', 'Rent', 'Fall 2026 installment'))).toBe('Rent: Fall 2026 installment');
    expect(describedLine(line('charge', 'Security Deposit', 'Security deposit'))).toBe('Security deposit');
    expect(describedLine(line('charge', 'Administrative Fee', ''))).toBe('Administrative Fee');
    expect(describedLine(line('payment', null, 'Payment: Cash'))).toBe('Payment: Cash');
    expect(describedLine(line('adjustment', null, ''))).toBe('Adjustment');
  });
});
