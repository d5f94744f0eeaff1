import { usePeriodInAddress } from '../components/use-period-in-address';
import { renewalsApi } from './renewals-api';
import { RENEWAL_TEXTS as T } from './texts';

/** The lease period residents renew into that the screen shows (`?lease_period=3`, as the renewal deadline alert links): among the periods that take renewals, the first unless one is asked for. */
export const useTargetPeriod = () => usePeriodInAddress('renewal-periods', renewalsApi.targetPeriods, T.loadPeriodsFailed);
