import { LEASE_TERMS_TEXTS as T } from '../../../shared/lease-terms/texts';
import { withDetail } from '../../api/error-details';
import { ScreenBar } from '../components/ScreenBar';
import { Loading, RetryLoad, useLoad } from '../components/use-load';
import { useManager } from '../context';
import { LeaseTermsForm } from './LeaseTermsForm';
import { leaseTermsApi } from './lease-terms-api';

/** Settings › Lease Terms (issue 44): the company's time zone, accepted payment methods and payment order. */
export function LeaseTermsScreen() {
  const { notify } = useManager();
  const load = useLoad('lease-terms', (signal) => leaseTermsApi.get(signal), { onFailed: (err) => notify({ tone: 'error', text: withDetail(T.loadFailed, err) }) });
  return (
    <>
      <ScreenBar>
        <h1>{T.title}</h1>
      </ScreenBar>
      <Loading
        load={load}
        busy={T.loading}
        failed={<RetryLoad text={`${T.loadFailed}.`} load={load} />}
      >
        {(terms) => <LeaseTermsForm loaded={terms} onSaved={(saved) => load.update(() => saved)} />}
      </Loading>
    </>
  );
}
