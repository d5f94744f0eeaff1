import { useState } from 'react';
import { DECLINE_REASON_MAX, SIGNING_TEXTS as S } from '../../shared/leases/signing-texts';
import type { SigningState } from '../../shared/leases/signing-types';
import { errorMessage, fieldMessages } from '../../shared/api-errors';
import { Dialog, SecondaryButton } from '../manager/components/Dialog';
import { Alert, FieldError, FieldGroup, FieldLabel, PrimaryButton } from '../ui/form';
import type { SigningApi } from './signing-api';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';

/** Decline to sign, with a reason; a refused or failed request keeps what was typed. */
export function DeclineDialog({ api, onState, onClose }: { api: SigningApi; onState: (next: SigningState) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string; general?: string }>({});
  const decline = async () => {
    setBusy(true);
    setError({});
    try {
      onState(await api.decline(reason));
      onClose();
    } catch (err) {
      const field = fieldMessages(err).reason;
      setError(field ? { field } : { general: errorMessage(err) });
      setBusy(false);
    }
  };
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
      {error.general && <Alert tone="error">{error.general}</Alert>}
      <FieldGroup>
        <FieldLabel>
          {S.declineReasonLabel}
          <textarea name="reason" rows={4} maxLength={DECLINE_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={error.field ? true : undefined} aria-describedby={error.field ? 'decline-reason-error' : undefined} />
        </FieldLabel>
        {error.field && <FieldError id="decline-reason-error">{error.field}</FieldError>}
      </FieldGroup>
    </Dialog>
  );
}
