import { useState } from 'react';
import { NOT_RENEWING_REASON_MAX, NotRenewingSchema } from '../../../shared/leases/renewal-schema';
import { FormDialog } from '../components/FormDialog';
import { TextAreaField } from '../components/TextAreaField';
import { checked, useSubmit } from '../components/use-submit';
import { forEachLease, type EachLeaseOutcome } from './each-lease';
import { renewalsApi } from './renewals-api';
import { RENEWAL_TEXTS } from './texts';

const T = RENEWAL_TEXTS.notRenewing;

type Props = { leaseIds: readonly number[]; closing: boolean; onClose: () => void; onSaved: (outcome: EachLeaseOutcome) => void };

/** 'Mark not renewing' for the ticked residents: one reason (required), sent for each of their leases. */
export function NotRenewingDialog({ leaseIds, closing, onClose, onSaved }: Props) {
  const [reason, setReason] = useState('');
  const submission = useSubmit({ closing, failed: T.failed });
  const save = submission.submit(() => checked(NotRenewingSchema, { reason }, (body) => forEachLease(leaseIds, (id) => renewalsApi.markNotRenewing(id, body))), onSaved);
  return (
    <FormDialog title={T.title} closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel={T.save} shownFields={['reason']}>
      <p style={{ margin: 0 }}>{T.intro(leaseIds.length)}</p>
      <TextAreaField label={T.reason} rows={3} maxLength={NOT_RENEWING_REASON_MAX} idPrefix="not-renewing-" {...submission.field('reason', reason, setReason)} />
    </FormDialog>
  );
}
