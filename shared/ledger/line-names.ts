import type { LedgerKind } from './ledger-view';

/** How each kind of ledger line is named where it books to no account code. */
export const LEDGER_KIND_NAMES: Record<LedgerKind, string> = { charge: 'Charge', credit: 'Credit', payment: 'Payment', adjustment: 'Adjustment', reversal: 'Reversal' };

type Named = { kind: LedgerKind; account_code_name: string | null };

/**
 * What a line is (issue 45): a plan's charge or credit by its account code's name ('Security Deposit',
 * 'Application Fee', 'Rent'), every other line by its kind (a reversal keeps its line's code, but it is a reversal).
 */
export function lineTypeName(line: Named): string {
  const coded = (line.kind === 'charge' || line.kind === 'credit') && line.account_code_name;
  return coded || LEDGER_KIND_NAMES[line.kind];
}

/**
 * The code's name to show beside a line's description, or null when the description already says it
 * ('Security deposit' under Security Deposit) or the line is named by its kind.
 */
export function accountBeside(line: Named & { description: string }): string | null {
  const name = lineTypeName(line);
  if (name === LEDGER_KIND_NAMES[line.kind]) return null;
  return line.description.trim().toLowerCase() === name.trim().toLowerCase() ? null : name;
}

/** A line's description with its code's name first when that adds to it: 'Rent: Fall 2026 installment'. */
export function describedLine(line: Named & { description: string }): string {
  const account = accountBeside(line);
  if (!account) return line.description || lineTypeName(line);
  return line.description ? `${account}: ${line.description}` : account;
}
