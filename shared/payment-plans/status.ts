/** Whether a plan is in effect on `today` (YYYY-MM-DD): approved, and today within its effective dates. */
export function isPlanActive(plan: { approved: boolean; effective_start_date: string | null; effective_end_date: string | null }, today: string): boolean {
  if (!plan.approved || !plan.effective_start_date || !plan.effective_end_date) return false;
  return plan.effective_start_date <= today && today <= plan.effective_end_date;
}
