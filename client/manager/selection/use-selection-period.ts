import { usePeriodInAddress } from '../components/use-period-in-address';
import { selectionApi } from './selection-api';
import { SELECTION_SCREEN_TEXTS as T } from './texts';

/** The lease period the Selection screen shows (`?lease_period=3`): among the company's periods, the first unless one is asked for. */
export const useSelectionPeriod = () => usePeriodInAddress('selection-periods', selectionApi.periods, T.loadPeriodsFailed);
