import type { ManagerLeasePeriod } from '../../../../shared/types/manager';
import { api } from '../../api';
import { useLoad } from '../../components/use-load';

/**
 * The lease periods of the plan's chosen property (null while they load): the plan's own property's
 * came with the plan; another property's are loaded when it is chosen.
 */
export function useLeasePeriods(propertyId: number | null, initial: { propertyId: number; periods: ManagerLeasePeriod[] }) {
  const other = propertyId !== null && propertyId !== initial.propertyId;
  const load = useLoad(other ? String(propertyId) : null, (signal) => api.leasePeriods(propertyId!, signal));
  if (propertyId === null) return { periods: [], failed: false };
  if (!other) return { periods: initial.periods, failed: false };
  return { periods: load.data ?? null, failed: load.failed };
}
