import { useState } from 'react';
import { PaymentSchema } from '../../../../shared/ledger/ledger-schema';
import { LEDGER_MESSAGES, PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/ledger/ledger-texts';
import type { Ledger, PaymentRecorded } from '../../../../shared/ledger/ledger-types';
import { errorDetail } from '../../../api/error-details';
import { TextField } from '../../../ui/form';
import { FieldPair, FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { checked, useSubmit } from '../../components/use-submit';
import { collectionsApi, type PaymentInput } from '../collections-api';
import { LEDGER_TEXTS } from '../texts';
import { allocationTexts, newIdempotencyKey } from './ledger-lines';
import { AllocationList } from './AllocationList';

const T = LEDGER_TEXTS.payment;

type Props = {
  leaseId: number;
  /** The company's day the ledger was read on: the date the payment is received unless changed. */
  today: string;
  /** The methods the company accepts (its Lease Terms): the only ones offered. */
  methods: readonly PaymentMethod[];
  closing: boolean;
  onClose: () => void;
  /** The payment was recorded: the ledger after it, from the payment's answer. */
  onRecorded: (ledger: Ledger) => void;
  /** The form's key was already used for another payment: an earlier send was recorded though its answer was lost. */
  onKeyReused: () => void;
};

/** 'Record payment': what came in, when and how; once recorded, the debts it was applied to. */
export function PaymentDialog({ leaseId, today, methods, closing, onClose, onRecorded, onKeyReused }: Props) {
  const [input, setInput] = useState<PaymentInput>(() => ({ amount: '', received_on: today, method: '', reference: '', note: '' }));
  // One key for this opened form, however often it is sent.
  const [key] = useState(newIdempotencyKey);
  const [recorded, setRecorded] = useState<PaymentRecorded | null>(null);
  // A refusal of the key shows the server's reason in the snackbar as any failure does; the ledger behind is read again to show what was recorded.
  const keyReused = (err: unknown) => {
    if (errorDetail(err) === LEDGER_MESSAGES.paymentKeyReused) onKeyReused();
    return false;
  };
  const submission = useSubmit({ closing, failed: T.failed, refused: keyReused });
  const { errors } = submission;
  const set = (name: keyof PaymentInput) => (value: string) => {
    setInput((i) => ({ ...i, [name]: value }));
    submission.clearError(name);
  };
  const save = submission.submit(
    () => checked(PaymentSchema, input, () => collectionsApi.pay(leaseId, input, key)),
    (value) => {
      setRecorded(value);
      onRecorded(value.ledger);
    },
  );

  if (recorded)
    return (
      <FormDialog title={T.save} closing={closing} onClose={onClose} submission={submission} onSubmit={(e) => e.preventDefault()} submitLabel={T.save} closeOnly>
        <AllocationList title={T.appliedTitle} items={allocationTexts(recorded.allocations, recorded.ledger.lines)} />
      </FormDialog>
    );
  return (
    <FormDialog title={T.save} closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel={T.save} busyLabel={T.busy} shownFields={Object.keys(input)}>
      <FieldPair>
        <TextField label={T.amount} name="amount" inputMode="decimal" value={input.amount} onValue={set('amount')} error={errors.amount} idPrefix="payment-" />
        <TextField label={T.receivedOn} name="received_on" type="date" value={input.received_on} onValue={set('received_on')} error={errors.received_on} idPrefix="payment-" />
      </FieldPair>
      <FieldPair>
        <SelectField label={T.method} name="method" value={input.method} onValue={set('method')} error={errors.method} options={methods.map((value) => ({ value, label: PAYMENT_METHODS[value] }))} placeholder={T.chooseMethod} idPrefix="payment-" />
        <TextField label={T.reference} name="reference" value={input.reference} onValue={set('reference')} error={errors.reference} idPrefix="payment-" />
      </FieldPair>
      <TextAreaField label={T.note} name="note" value={input.note} onValue={set('note')} error={errors.note} idPrefix="payment-" />
    </FormDialog>
  );
}
