import { LeasePeriodPutSchema } from '../../../shared/schemas/lease-periods';
import type { ManagerLeasePeriod } from '../../../shared/types/manager';
import { api } from '../api';

/** The deadline as the PUT takes it: an empty field is none. */
export const deadlineValue = (typed: string): string | null => typed.trim() || null;

/** The PUT schema's refusal of the typed deadline (its message under `renewal_deadline`), or null when it is a date or empty. */
export function deadlineCheck(typed: string) {
  const parsed = LeasePeriodPutSchema.safeParse({ renewal_deadline: deadlineValue(typed) });
  return parsed.success ? null : parsed.error;
}

/** Saves the period's renewal deadline through its single-key PUT when it differs from what the period has: the period as saved, or undefined when nothing changed. */
export async function saveRenewalDeadline(period: Pick<ManagerLeasePeriod, 'id' | 'renewal_deadline'>, typed: string): Promise<ManagerLeasePeriod | undefined> {
  const value = deadlineValue(typed);
  return value !== period.renewal_deadline ? api.putLeasePeriod(period.id, { renewal_deadline: value }) : undefined;
}
