import { useState } from 'react';
import { DECLINE_REASON_MAX, SIGNING_TEXTS as S } from '../../shared/leases/signing-texts';
import type { SigningState } from '../../shared/leases/signing-types';
import { Dialog, SecondaryButton } from '../manager/components/Dialog';
import { Alert, FieldError, FieldGroup, FieldLabel, PrimaryButton } from '../ui/form';
import { useRequestAction } from '../ui/use-request-action';
import type { SigningApi } from './signing-api';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';

/** Decline to sign, with a reason; a refused or failed request keeps what was typed. */
export function DeclineDialog({ api, onState, onClose }: { api: SigningApi; onState: (next: SigningState) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const { busy, error, fields, run } = useRequestAction('fields');
  const decline = () =>
    run(async (signal) => {
      onState(await api.decline(reason, signal));
      onClose();
    });
  // A refusal of the reason goes under it; any other above.
  const field = fields.reason;
  return (
    <Dialog
      title={S.declineButton}
      onClose={onClose}
      footer={
        <>
          <SecondaryButton type="button" onClick={onClose}>
            {T.cancel}
          </SecondaryButton>
          <PrimaryButton type="button" onClick={() => void decline()} disabled={busy}>
            {busy ? T.declining : S.declineButton}
          </PrimaryButton>
        </>
      }
    >
      {error && !field && <Alert tone="error">{error}</Alert>}
      <FieldGroup>
        <FieldLabel>
          {S.declineReasonLabel}
          <textarea name="reason" rows={4} maxLength={DECLINE_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={field ? true : undefined} aria-describedby={field ? 'decline-reason-error' : undefined} />
        </FieldLabel>
        {field && <FieldError id="decline-reason-error">{field}</FieldError>}
      </FieldGroup>
    </Dialog>
  );
}
