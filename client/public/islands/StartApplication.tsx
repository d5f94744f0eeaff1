import { useState } from 'react';
import { BASE_PATH } from '../../../shared/constants';
import { requestJson } from '../../api/http';
import { errorMessage } from '../../api/errors';
import { PrimaryButton } from '../../ui/form';
import type { ApplicationDetail } from '../../../shared/rental-application/application-types';

/** 'Start application' for one reservation request: creates the draft, then opens it. */
export function StartApplication({ reservationRequestId }: { reservationRequestId: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const app = await requestJson<ApplicationDetail>('POST', '/api/applications/', { reservation_request_id: reservationRequestId });
      window.location.assign(`${BASE_PATH}/tenant/applications/${app.id}`);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };
  return (
    <div>
      <PrimaryButton type="button" disabled={busy} onClick={() => void start()}>
        Start application
      </PrimaryButton>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
