import { BASE_PATH } from '../../../shared/constants';
import { useRequestAction } from '../../ui/use-request-action';
import { PrimaryButton } from '../../ui/form';
import type { ApplicationDetail } from '../../../shared/rental-application/application-types';

/** 'Start application' for one reservation request: creates the draft, then opens it (a plain form post without JavaScript). */
export function StartApplication({ reservationRequestId }: { reservationRequestId: number }) {
  const { busy, error, send } = useRequestAction();
  const start = async () => {
    const app = await send<ApplicationDetail>('POST', '/api/applications/', { reservation_request_id: reservationRequestId }, { stayBusy: true });
    if (app) window.location.assign(`${BASE_PATH}/tenant/applications/${app.id}`);
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
