import { DUE_ON_APPROVAL, DUE_TODAY, type LedgerType } from '../../../../shared/payment-plans/constants';
import { centsToAmount } from '../../../../shared/money';
import { LedgerEntryInputSchema } from '../../../../shared/payment-plans/schema';
import type { AccountCode } from '../../../../shared/payment-plans/types';
import { PAYMENT_PLAN_MESSAGES as M } from '../../../../shared/messages';
import type { DraftEntry } from './plan-draft';

/** How an entry falls due: one of the special values, or on the picked date. */
export type DueChoice = '' | typeof DUE_TODAY | typeof DUE_ON_APPROVAL | 'date';

/** The Add/Edit Ledger Entry dialog's values, as its inputs hold them. */
export type EntryForm = {
  due: DueChoice;
  date: string;
  type: LedgerType | '';
  account_code_id: string;
  sub_period_id: string;
  description: string;
  credit_amount: string;
  charge_amount: string;
};

export type EntryFormErrors = Partial<Record<'due_date' | 'type' | 'account_code_id' | 'sub_period_id' | 'description' | 'credit_amount' | 'charge_amount', string>>;

/** A new entry: amounts start at 0 (spec §3). */
export const EMPTY_ENTRY_FORM: EntryForm = { due: '', date: '', type: '', account_code_id: '', sub_period_id: '', description: '', credit_amount: '0', charge_amount: '0' };

/** The dialog's values for an entry being edited (its type is its account's). */
export function formFromEntry(entry: DraftEntry, accounts: readonly AccountCode[]): EntryForm {
  const special = entry.due_date === DUE_TODAY || entry.due_date === DUE_ON_APPROVAL;
  return {
    due: special ? (entry.due_date as DueChoice) : 'date',
    date: special ? '' : entry.due_date,
    type: accounts.find((a) => a.id === entry.account_code_id)?.type ?? '',
    account_code_id: String(entry.account_code_id),
    sub_period_id: entry.sub_period_id === null ? '' : String(entry.sub_period_id),
    description: entry.description,
    credit_amount: centsToAmount(entry.credit_cents),
    charge_amount: centsToAmount(entry.charge_cents),
  };
}

/** The accounts a type offers (the Account select lists only these). */
export const accountsOfType = (accounts: readonly AccountCode[], type: LedgerType | '') => (type ? accounts.filter((a) => a.type === type) : []);

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? undefined : result.error?.issues[0]?.message);

/**
 * The dialog's check (spec §5): the spec's messages, the amount and due date rules of the server's
 * own entry schema. Answers the entry's fields, or the message of each bad field.
 */
export function checkEntryForm(form: EntryForm, accounts: readonly AccountCode[], subPeriodIds: readonly number[]): { errors: EntryFormErrors } | { entry: Omit<DraftEntry, 'key' | 'id'> } {
  const shape = LedgerEntryInputSchema.shape;
  const errors: EntryFormErrors = {};
  const dueValue = form.due === 'date' ? form.date : form.due;
  const due = shape.due_date.safeParse(dueValue);
  errors.due_date = firstMessage(due);
  if (!form.type) errors.type = M.typeRequired;
  const account = accountsOfType(accounts, form.type).find((a) => String(a.id) === form.account_code_id);
  if (!account) errors.account_code_id = M.accountRequired;
  const subPeriod = subPeriodIds.find((id) => String(id) === form.sub_period_id);
  if (subPeriod === undefined) errors.sub_period_id = M.subPeriodRequired;
  const description = shape.description.safeParse(form.description);
  errors.description = firstMessage(description);
  const credit = shape.credit_amount.safeParse(form.credit_amount);
  errors.credit_amount = firstMessage(credit);
  const charge = shape.charge_amount.safeParse(form.charge_amount);
  errors.charge_amount = firstMessage(charge);
  if (!due.success || !account || subPeriod === undefined || !description.success || !credit.success || !charge.success) {
    return { errors: Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as EntryFormErrors };
  }
  return {
    entry: { due_date: due.data, account_code_id: account.id, sub_period_id: subPeriod, description: description.data, credit_cents: credit.data, charge_cents: charge.data },
  };
}
