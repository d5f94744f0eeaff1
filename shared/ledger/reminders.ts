import { allocate, daysBetween, summarize, type LineFact } from './ledger-view';
import type { PaymentOrder } from './payment-terms';

/**
 * Which reminder a lease gets today, if any (issue 28): past due first; else a debt with an open
 * amount falling due within `daysBefore` days (open as the company's payment order applies the money); and never a second one within `intervalDays` of the
 * last.
 */
export type ReminderChoice = { kind: 'past_due'; amountCents: number } | { kind: 'upcoming'; amountCents: number; dueOn: string };

export function reminderFor(lines: readonly LineFact[], today: string, opts: { daysBefore: number; intervalDays: number; lastSentOn: string | null; order: PaymentOrder }): ReminderChoice | null {
  if (opts.lastSentOn !== null && daysBetween(opts.lastSentOn, today) < opts.intervalDays) return null;
  const { past_due } = summarize(lines, today, opts.order);
  if (past_due > 0) return { kind: 'past_due', amountCents: past_due };
  const { open } = allocate(lines, opts.order);
  const soon = lines
    .filter((l) => (open.get(l.id) ?? 0) > 0 && daysBetween(today, l.due_date) >= 0 && daysBetween(today, l.due_date) <= opts.daysBefore)
    .sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.id - b.id));
  const first = soon[0];
  if (!first) return null;
  const amountCents = soon.filter((l) => l.due_date === first.due_date).reduce((sum, l) => sum + open.get(l.id)!, 0);
  return { kind: 'upcoming', amountCents, dueOn: first.due_date };
}
