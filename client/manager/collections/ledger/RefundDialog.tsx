import { useState } from 'react';
import { ApiError } from '../../../../shared/api-errors';
import { formatUsDate } from '../../../../shared/dates';
import { LEDGER_PAYMENT_METHODS } from '../../../../shared/ledger/ledger-texts';
import type { Ledger, LedgerLine } from '../../../../shared/ledger/ledger-types';
import { RefundSchema } from '../../../../shared/payments/online-schema';
import { withDetail } from '../../../api/error-details';
import { TextField } from '../../../ui/form';
import { FormDialog } from '../../components/FormDialog';
import { TextAreaField } from '../../components/TextAreaField';
import { checked, useSubmit } from '../../components/use-submit';
import { collectionsApi, type RefundInput } from '../collections-api';
import { usd } from '../money-text';
import { LEDGER_TEXTS } from '../texts';
import { FieldHint } from './FieldHint';
import { refundLeft } from './ledger-lines';

const T = LEDGER_TEXTS.refund;

type Props = { leaseId: number; line: LedgerLine & { payment: NonNullable<LedgerLine['payment']> }; closing: boolean; onClose: () => void; onSaved: (ledger: Ledger) => void };

/**
 * 'Refund' an online payment (issue 48): how much (what is left of it unless changed) and why. The
 * provider refunds it and the answer is the ledger after; a refusal of the payment's own (nothing
 * left, provider unreachable) is said in the dialog, which stays open with what was typed.
 */
export function RefundDialog({ leaseId, line, closing, onClose, onSaved }: Props) {
  const left = refundLeft(line);
  const [input, setInput] = useState<RefundInput>({ amount: left, reason: '' });
  const submission = useSubmit({
    closing,
    failed: T.failed,
    refused: (err) => {
      if (!(err instanceof ApiError) || (err.status !== 502 && err.status !== 409)) return false;
      submission.setConflict(withDetail(T.failed, err));
      return true;
    },
  });
  const { errors } = submission;
  const set = (name: keyof RefundInput) => (value: string) => {
    setInput((i) => ({ ...i, [name]: value }));
    submission.clearError(name);
  };
  const save = submission.submit(() => checked(RefundSchema, input, () => collectionsApi.refund(leaseId, line.payment.id, input)), onSaved);
  const what = `${LEDGER_PAYMENT_METHODS[line.payment.method]} ${line.payment.reference} (${usd(left)}, ${formatUsDate(line.due_date)})`;

  return (
    <FormDialog title={T.title} closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel={T.save} busyLabel={T.busy} danger shownFields={Object.keys(input)}>
      <p style={{ margin: 0 }}>{T.intro(what)}</p>
      <div>
        <TextField label={T.amount} name="amount" inputMode="decimal" value={input.amount} onValue={set('amount')} error={errors.amount} idPrefix="refund-" {...(!errors.amount && { 'aria-describedby': 'refund-amount-hint' })} />
        {!errors.amount && <FieldHint id="refund-amount-hint">{T.amountHint(usd(left))}</FieldHint>}
      </div>
      <TextAreaField label={T.reason} name="reason" rows={3} value={input.reason} onValue={set('reason')} error={errors.reason} idPrefix="refund-" />
    </FormDialog>
  );
}
