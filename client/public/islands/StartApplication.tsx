import { useState } from 'react';
import { BASE_PATH } from '../../../shared/constants';
import { requestJson } from '../../api/http';
import { errorMessage } from '../../api/errors';
import { PrimaryButton } from '../../ui/form';
import type { ApplicationDetail } from '../../../shared/rental-application/application-types';

/** 'Start application' for one reservation request: creates the draft, then opens it (a plain form post without JavaScript). */
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
  // Without JavaScript the button posts the form, and the server starts the application and opens it.
  return (
    <form method="post" action={`${BASE_PATH}/tenant/applications`} onSubmit={(e) => e.preventDefault()}>
      <input type="hidden" name="reservation_request_id" value={reservationRequestId} />
      <PrimaryButton type="submit" disabled={busy} onClick={() => void start()}>
        Start application
      </PrimaryButton>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
