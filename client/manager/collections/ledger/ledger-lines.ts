import { formatUsDate } from '../../../../shared/dates';
import type { LedgerLine } from '../../../../shared/ledger/ledger-types';
import { LEDGER_TEXTS as T } from '../texts';
import { centsToAmount } from '../../../../shared/money';
import { amountCents, usd } from '../money-text';

/**
 * A line a manager may reverse: not a reversal (final), not reversed already, and not a payment made
 * online: the money came in at the provider, so it goes back by a refund there (canRefund), which
 * reverses the line itself; a reversal by hand would leave the provider's payment standing.
 */
export const canReverse = (line: LedgerLine) => line.kind !== 'reversal' && !line.reversed && !line.payment?.online;

/** An online payment's line that may be refunded: the one still standing (after a partial refund, the kept amount's), of a payment that went through. */
export const canRefund = (line: LedgerLine) => line.kind === 'payment' && !line.reversed && line.payment?.online?.status === 'succeeded';

/** What is left to refund of an online payment, from its standing line: the amount less what was refunded, which that line posts ('400.00'). */
export const refundLeft = (line: LedgerLine) => centsToAmount(Math.max(0, -amountCents(line.amount)));

/** "Rent due 08/20/2026 $3,000.00" for each debt a money line was applied to. */
export function allocationTexts(allocations: LedgerLine['allocations'], lines: readonly LedgerLine[]): string[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return allocations.map((a) => {
    const debt = byId.get(a.line_id);
    return T.allocation(debt?.description ?? `#${a.line_id}`, formatUsDate(debt?.due_date ?? ''), usd(a.amount));
  });
}

/** The line a reversal undoes, by its id. */
export const reversedLine = (line: LedgerLine, lines: readonly LedgerLine[]) => (line.reverses_id === null ? undefined : lines.find((l) => l.id === line.reverses_id));

/**
 * A key for one opened payment form: the server records one payment per key, so a double submit
 * records one. Built from getRandomValues, which (unlike randomUUID) also works on plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
