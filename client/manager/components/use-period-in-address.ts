import { useSearchParams } from 'react-router-dom';
import { useManager } from '../context';
import { useLoad } from './use-load';

/** The list before it is read: one array, so what depends on it does not change on every render. */
const NONE: never[] = [];

/**
 * The lease period a per-period screen shows (Renewals, Room selection), kept in the address
 * (`?lease_period=3`, as the lease periods grid and the alerts link it): among the periods `list`
 * answers for the company's properties, the first unless one is asked for. `key` names the list in
 * the load cache; `failed` is what a list that could not be read says.
 */
export function usePeriodInAddress<P extends { id: number }>(key: string, list: (propertyIds: number[], signal: AbortSignal) => Promise<P[]>, failed: string) {
  const { organization, notify } = useManager();
  const propertyIds = organization.properties.map((p) => p.id);
  const [params, setParams] = useSearchParams();
  const load = useLoad(`${key}-${propertyIds.join(',')}`, (signal) => list(propertyIds, signal), {
    onFailed: () => notify({ tone: 'error', text: failed }),
  });
  const periods: P[] = load.data ?? NONE;
  const asked = Number(params.get('lease_period'));
  const period = periods.find((p) => p.id === asked) ?? periods[0] ?? null;
  const choose = (id: number) => setParams({ lease_period: String(id) }, { replace: true });
  return { load, periods, period, choose };
}
