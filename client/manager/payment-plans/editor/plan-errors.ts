import { isPlanField, type PlanFieldErrors } from './plan-draft';

/** An entry's messages by field (`due_date`, `account_code_id`, `sub_period_id`, `description`, `credit_amount`, `charge_amount`). */
export type EntryErrors = Record<string, string>;

export type SplitErrors = {
  /** Under the plan's fields. */
  plan: PlanFieldErrors;
  /** By entry key: at the entry's row and in its dialog. */
  entries: Map<number, EntryErrors>;
  /** Anything else the answer said (for the whole list, or a field this screen does not have). */
  other: string[];
};

const ENTRY_KEY = /^ledger_entries\.(\d+)\.(\w+)$/;

/**
 * Sorts a 400 answer's field errors (first message of each key) to where the editor shows them:
 * `ledger_entries.2.charge_amount` is the third entry sent, which `sentKeys` names.
 */
export function splitServerErrors(fields: Record<string, string[]>, sentKeys: readonly number[]): SplitErrors {
  const out: SplitErrors = { plan: {}, entries: new Map(), other: [] };
  for (const [key, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (!message) continue;
    const entry = ENTRY_KEY.exec(key);
    const entryKey = entry ? sentKeys[Number(entry[1])] : undefined;
    if (entry && entryKey !== undefined) {
      const errors = out.entries.get(entryKey) ?? {};
      errors[entry[2]!] ??= message;
      out.entries.set(entryKey, errors);
    } else if (isPlanField(key)) out.plan[key] = message;
    else if (!out.other.includes(message)) out.other.push(message);
  }
  return out;
}
