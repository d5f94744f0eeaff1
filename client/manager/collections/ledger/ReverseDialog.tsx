import { useState } from 'react';
import { formatUsDate } from '../../../../shared/dates';
import { ReversalSchema } from '../../../../shared/ledger/ledger-schema';
import type { Ledger, LedgerLine } from '../../../../shared/ledger/ledger-types';
import { FormDialog } from '../../components/FormDialog';
import { TextAreaField } from '../../components/TextAreaField';
import { checked, useSubmit } from '../../components/use-submit';
import { collectionsApi } from '../collections-api';
import { usd } from '../money-text';
import { LEDGER_TEXTS } from '../texts';

const T = LEDGER_TEXTS.reversal;

type Props = { leaseId: number; line: LedgerLine; closing: boolean; onClose: () => void; onSaved: (ledger: Ledger) => void };

/** 'Reverse': why, in the manager's words; a payment is reversed as a payment (a returned check), any other line by its id. */
export function ReverseDialog({ leaseId, line, closing, onClose, onSaved }: Props) {
  const [reason, setReason] = useState('');
  const submission = useSubmit({ closing, failed: T.failed });
  const send = (text: string) => (line.payment ? collectionsApi.reversePayment(leaseId, line.payment.id, text) : collectionsApi.reverseLine(leaseId, line.id, text));
  const save = submission.submit(() => checked(ReversalSchema, { reason }, (body) => send(body.reason)), onSaved);
  const what = `${line.description || LEDGER_TEXTS.kinds[line.kind]} (${usd(line.amount)}, ${formatUsDate(line.due_date)})`;

  return (
    <FormDialog title={T.title} closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel={T.save} busyLabel={T.busy} danger shownFields={['reason']}>
      <p style={{ margin: 0 }}>{T.intro(what)}</p>
      <TextAreaField
        label={T.reason}
        name="reason"
        rows={4}
        value={reason}
        onValue={(value) => {
          setReason(value);
          submission.clearError('reason');
        }}
        error={submission.errors.reason}
        idPrefix="reverse-"
      />
    </FormDialog>
  );
}
