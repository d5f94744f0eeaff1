import { useState } from 'react';
import { VOID_REASON_MAX, VoidLeaseSchema } from '../../../../shared/leases/lease-schema';
import type { Lease } from '../../../../shared/leases/lease-types';
import { FieldError, FieldLabel } from '../../../ui/form';
import { FormDialog } from '../../components/FormDialog';
import { checked, useSubmit } from '../../components/use-submit';
import { tenantName } from '../lease-text';
import { leasesApi } from '../leases-api';
import { LEASE_SCREEN_TEXTS as T } from '../texts';

type Props = { lease: Lease; closing: boolean; onClose: () => void; onVoided: (lease: Lease) => void };

/** 'Void lease': why, in the manager's words (the student sees it), sent with the version on screen. */
export function VoidLeaseDialog({ lease, closing, onClose, onVoided }: Props) {
  const [reason, setReason] = useState('');
  const submission = useSubmit({ closing, failed: T.voidFailed });
  const { errors } = submission;
  const save = submission.submit(() => checked(VoidLeaseSchema, { reason, version: lease.version }, (body) => leasesApi.void(lease.id, body)), onVoided);

  return (
    <FormDialog title={T.voidLease} closing={closing} onClose={onClose} submission={submission} onSubmit={save} submitLabel={T.voidLease} busyLabel="Voiding…" danger shownFields={['reason']}>
      <p style={{ margin: 0 }}>
        Void the lease of <strong>{tenantName(lease)}</strong>? {T.voidIntro}
      </p>
      <FieldLabel>
        Reason
        <textarea
          name="reason"
          rows={4}
          value={reason}
          maxLength={VOID_REASON_MAX}
          onChange={(e) => {
            setReason(e.target.value);
            submission.clearError('reason');
          }}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? 'void-reason-error' : undefined}
        />
      </FieldLabel>
      {errors.reason && (
        <FieldError id="void-reason-error" role="alert">
          {errors.reason}
        </FieldError>
      )}
    </FormDialog>
  );
}
