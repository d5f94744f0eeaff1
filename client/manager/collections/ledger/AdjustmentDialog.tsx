import { useState } from 'react';
import { AdjustmentSchema } from '../../../../shared/ledger/ledger-schema';
import type { Ledger } from '../../../../shared/ledger/ledger-types';
import { TextField } from '../../../ui/form';
import { FieldPair, FormDialog } from '../../components/FormDialog';
import { TextAreaField } from '../../components/TextAreaField';
import { checked, useSubmit } from '../../components/use-submit';
import { collectionsApi, type AdjustmentInput } from '../collections-api';
import { LEDGER_TEXTS } from '../texts';
import { FieldHint } from './FieldHint';

const T = LEDGER_TEXTS.adjustment;

/** `today`: the company's day the ledger was read on, the adjustment's due date unless changed. */
type Props = { leaseId: number; today: string; closing: boolean; onClose: () => void; onSaved: (ledger: Ledger) => void };

/** 'Add adjustment': a signed amount (positive adds to the balance), its date, what it is for and why. */
export function AdjustmentDialog({ leaseId, today, closing, onClose, onSaved }: Props) {
  const [input, setInput] = useState<AdjustmentInput>(() => ({ amount: '', due_date: today, description: '', reason: '' }));
  const submission = useSubmit({ closing, failed: T.failed });
  const { errors } = submission;
  const set = (name: keyof AdjustmentInput) => (value: string) => {
    setInput((i) => ({ ...i, [name]: value }));
    submission.clearError(name);
  };
  const save = submission.submit(() => checked(AdjustmentSchema, input, () => collectionsApi.adjust(leaseId, input)), onSaved);

  return (
    <FormDialog title={T.save} closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel={T.save} shownFields={Object.keys(input)}>
      <FieldPair>
        <div>
          <TextField label={T.amount} name="amount" inputMode="decimal" value={input.amount} onValue={set('amount')} error={errors.amount} idPrefix="adjustment-" {...(!errors.amount && { 'aria-describedby': 'adjustment-amount-hint' })} />
          {!errors.amount && <FieldHint id="adjustment-amount-hint">{T.amountHint}</FieldHint>}
        </div>
        <TextField label={T.date} name="due_date" type="date" value={input.due_date} onValue={set('due_date')} error={errors.due_date} idPrefix="adjustment-" />
      </FieldPair>
      <TextField label={T.description} name="description" value={input.description} onValue={set('description')} error={errors.description} idPrefix="adjustment-" />
      <TextAreaField label={T.reason} name="reason" value={input.reason} onValue={set('reason')} error={errors.reason} idPrefix="adjustment-" />
    </FormDialog>
  );
}
