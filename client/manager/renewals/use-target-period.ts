import { useSearchParams } from 'react-router-dom';
import { useLoad } from '../components/use-load';
import { useManager } from '../context';
import { renewalsApi, type TargetPeriod } from './renewals-api';
import { RENEWAL_TEXTS as T } from './texts';

const NONE: TargetPeriod[] = [];

/**
 * The lease period residents renew into that the screen shows, kept in the address
 * (`?lease_period=3`, as the renewal deadline alert links): among the company's periods that take
 * renewals, the first unless one is asked for.
 */
export function useTargetPeriod() {
  const { organization, notify } = useManager();
  const propertyIds = organization.properties.map((p) => p.id);
  const [params, setParams] = useSearchParams();
  const load = useLoad(`renewal-periods-${propertyIds.join(',')}`, (signal) => renewalsApi.targetPeriods(propertyIds, signal), {
    onFailed: () => notify({ tone: 'error', text: T.loadPeriodsFailed }),
  });
  const periods = load.data ?? NONE;
  const asked = Number(params.get('lease_period'));
  const period = periods.find((p) => p.id === asked) ?? periods[0] ?? null;
  const choose = (id: number) => setParams({ lease_period: String(id) }, { replace: true });
  return { load, periods, period, choose };
}
