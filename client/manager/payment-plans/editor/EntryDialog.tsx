import { useState, type FormEvent } from 'react';
import { DUE_ON_APPROVAL, DUE_TODAY, LEDGER_AMOUNT_STEP, LEDGER_TYPES, PAYMENT_PLAN_LIMITS, type LedgerType } from '../../../../shared/payment-plans/constants';
import type { AccountCode } from '../../../../shared/payment-plans/types';
import { TextField } from '../../../ui/form';
import { FieldPair, FormDialog } from '../../components/FormDialog';
import { accountsOfType, checkEntryForm, type DueChoice, type EntryForm, type EntryFormErrors } from './entry-form';
import type { SubPeriod } from './ledger-rows';
import type { DraftEntry } from './plan-draft';
import { SelectField } from '../../components/SelectField';

const ENTRY_FIELDS = ['due_date', 'type', 'account_code_id', 'sub_period_id', 'description', 'credit_amount', 'charge_amount'];
const ID_PREFIX = 'entry-';

const DUE_CHOICES = [
  { value: DUE_TODAY, label: DUE_TODAY },
  { value: DUE_ON_APPROVAL, label: DUE_ON_APPROVAL },
  { value: 'date', label: 'On a date' },
] as const;

type Props = {
  /** The entry being edited, or null to add one. */
  initial: EntryForm;
  editing: boolean;
  /** The server's messages for this entry from the last save, shown at their fields. */
  serverErrors?: EntryFormErrors;
  accounts: readonly AccountCode[];
  subPeriods: readonly SubPeriod[];
  closing: boolean;
  onClose: () => void;
  onDone: (entry: Omit<DraftEntry, 'key' | 'id'>) => void;
};

/** 'Add Ledger Entry' / 'Edit Ledger Entry' (spec §5): only the page's list changes; Save on the page sends it. */
export function EntryDialog({ initial, editing, serverErrors, accounts, subPeriods, closing, onClose, onDone }: Props) {
  const [form, setForm] = useState<EntryForm>(initial);
  const [errors, setErrors] = useState<EntryFormErrors>(serverErrors ?? {});
  const set = <K extends keyof EntryForm>(key: K, value: EntryForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const offered = accountsOfType(accounts, form.type);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (closing) return;
    const checked = checkEntryForm(form, accounts, subPeriods.map((s) => s.id));
    if ('errors' in checked) return setErrors(checked.errors);
    onDone(checked.entry);
  };
  // Nothing is sent from here: the page's Save sends the list.
  const submission = { saving: false, errors, conflict: null };

  const amountProps = { type: 'number', min: 0, step: LEDGER_AMOUNT_STEP, inputMode: 'decimal', idPrefix: ID_PREFIX } as const;
  return (
    <FormDialog title={editing ? 'Edit Ledger Entry' : 'Add Ledger Entry'} closing={closing} onClose={onClose} submission={submission} onSubmit={submit} submitLabel={editing ? 'Save' : 'Add'} shownFields={ENTRY_FIELDS}>
      <FieldPair>
        <SelectField
          label="Due Date"
          name="due_date"
          idPrefix={ID_PREFIX}
          placeholder="Choose when"
          value={form.due}
          options={DUE_CHOICES}
          error={form.due === 'date' ? undefined : errors.due_date}
          onValue={(v) => set('due', v as DueChoice)}
        />
        {form.due === 'date' && <TextField label="Date" name="due_on" type="date" idPrefix={ID_PREFIX} value={form.date} error={errors.due_date} onValue={(v) => set('date', v)} />}
      </FieldPair>
      <FieldPair>
        <SelectField
          label="Type"
          name="type"
          idPrefix={ID_PREFIX}
          placeholder="Choose a type"
          value={form.type}
          options={LEDGER_TYPES.map((t) => ({ value: t, label: t }))}
          error={errors.type}
          onValue={(v) => {
            // The account belongs to a type: another type needs another account.
            setForm((f) => ({ ...f, type: v as LedgerType | '', account_code_id: accounts.some((a) => String(a.id) === f.account_code_id && a.type === v) ? f.account_code_id : '' }));
          }}
        />
        <SelectField
          label="Account"
          name="account_code_id"
          idPrefix={ID_PREFIX}
          placeholder={form.type ? 'Choose an account' : 'Choose a type first'}
          value={form.account_code_id}
          options={offered.map((a) => ({ value: String(a.id), label: a.name }))}
          disabled={!form.type}
          error={errors.account_code_id}
          hint={form.type && offered.length === 0 ? `No ${form.type} accounts yet.` : undefined}
          onValue={(v) => set('account_code_id', v)}
        />
      </FieldPair>
      <SelectField
        label="Sub Period"
        name="sub_period_id"
        idPrefix={ID_PREFIX}
        placeholder="Choose a sub period"
        value={form.sub_period_id}
        options={subPeriods.map((s) => ({ value: String(s.id), label: s.name }))}
        disabled={subPeriods.length === 0}
        error={errors.sub_period_id}
        hint={subPeriods.length === 0 ? 'Choose the Agreement Period of the plan first.' : undefined}
        onValue={(v) => set('sub_period_id', v)}
      />
      <TextField label="Description" name="description" idPrefix={ID_PREFIX} value={form.description} maxLength={PAYMENT_PLAN_LIMITS.description} autoComplete="off" error={errors.description} onValue={(v) => set('description', v)} />
      <FieldPair>
        <TextField label="Pmts/Credit Amount" name="credit_amount" {...amountProps} value={form.credit_amount} error={errors.credit_amount} onValue={(v) => set('credit_amount', v)} />
        <TextField label="Charge Amount" name="charge_amount" {...amountProps} value={form.charge_amount} error={errors.charge_amount} onValue={(v) => set('charge_amount', v)} />
      </FieldPair>
    </FormDialog>
  );
}
