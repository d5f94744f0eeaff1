/**
 * How an executed lease's plan becomes ledger lines (issue 28, ADR 025): each entry of the chosen plan
 * is one line, its charge less its credit in cents (a charge adds to the balance, a credit lowers
 * it), due on its date, or, for the plan's relative dates, on the day the tenant signed ('Due Today')
 * or the day the lease was executed ('Due on Approval').
 */
export type PlanEntry = { id: number; due_date: string; account_code_id: number; sub_period_id: number | null; description: string; charge_cents: number; credit_cents: number };

export type PostedLine = { plan_entry_id: number; kind: 'charge' | 'credit'; amount_cents: number; due_date: string; account_code_id: number; sub_period_id: number | null; description: string };

export function postedDueDate(due: string, days: { signedOn: string; executedOn: string }): string {
  if (due === 'Due Today') return days.signedOn;
  if (due === 'Due on Approval') return days.executedOn;
  return due;
}

/** The plan's lines; an entry that nets to nothing posts nothing. */
export function planLines(entries: readonly PlanEntry[], days: { signedOn: string; executedOn: string }): PostedLine[] {
  return entries
    .map((e) => ({ e, amount: e.charge_cents - e.credit_cents }))
    .filter(({ amount }) => amount !== 0)
    .map(({ e, amount }) => ({
      plan_entry_id: e.id,
      kind: amount > 0 ? 'charge' : 'credit',
      amount_cents: amount,
      due_date: postedDueDate(e.due_date, days),
      account_code_id: e.account_code_id,
      sub_period_id: e.sub_period_id,
      description: e.description,
    }));
}
