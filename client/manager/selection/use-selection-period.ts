import { useSearchParams } from 'react-router-dom';
import { useLoad } from '../components/use-load';
import { useManager } from '../context';
import { selectionApi, type SelectionPeriod } from './selection-api';
import { SELECTION_SCREEN_TEXTS as T } from './texts';

const NONE: SelectionPeriod[] = [];

/**
 * The lease period the Selection screen shows, kept in the address (`?lease_period=3`, as the lease
 * periods grid links it): among the company's periods, the first unless one is asked for.
 */
export function useSelectionPeriod() {
  const { organization, notify } = useManager();
  const propertyIds = organization.properties.map((p) => p.id);
  const [params, setParams] = useSearchParams();
  const load = useLoad(`selection-periods-${propertyIds.join(',')}`, (signal) => selectionApi.periods(propertyIds, signal), {
    onFailed: () => notify({ tone: 'error', text: T.loadPeriodsFailed }),
  });
  const periods = load.data ?? NONE;
  const asked = Number(params.get('lease_period'));
  const period = periods.find((p) => p.id === asked) ?? periods[0] ?? null;
  const choose = (id: number) => setParams({ lease_period: String(id) }, { replace: true });
  return { load, periods, period, choose };
}
