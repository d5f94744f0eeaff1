import { RENTAL_APPLICATION_MESSAGES as M } from '../../../shared/messages';
import { withDetail } from '../../api/error-details';
import { ScreenBar } from '../components/ScreenBar';
import { Loading, RetryLoad, useLoad } from '../components/use-load';
import { useManager } from '../context';
import { RentalApplicationForm } from './RentalApplicationForm';
import { rentalApplicationApi } from './rental-application-api';

/** Rental application settings (spec §2.4): which questions students are asked, loaded whole. */
export function RentalApplicationScreen() {
  const { notify } = useManager();
  const load = useLoad('rental-application', (signal) => rentalApplicationApi.get(signal), { onFailed: (err) => notify({ tone: 'error', text: withDetail(M.loadFailed, err) }) });
  if (load.data) return <RentalApplicationForm loaded={load.data} />;
  return (
    <>
      <ScreenBar>
        <h1>Rental Application</h1>
      </ScreenBar>
      <Loading
        load={load}
        busy="Loading the rental application settings…"
        failed={<RetryLoad text={'The settings could not be loaded.'} load={load} />}
      >
        {() => null}
      </Loading>
    </>
  );
}
