import { useEffect, useState } from 'react';
import type { ManagerLeasePeriod } from '../../../../shared/types/manager';
import { api } from '../../api';

/**
 * The lease periods of a property (null while they load), kept per property so switching back costs
 * no call; a failed load is tried again when the property is chosen again.
 */
export function useLeasePeriods(propertyId: number | null, initial: { propertyId: number; periods: ManagerLeasePeriod[] }) {
  const [byProperty, setByProperty] = useState<ReadonlyMap<number, ManagerLeasePeriod[] | 'failed'>>(() => new Map([[initial.propertyId, initial.periods]]));
  const known = propertyId === null ? undefined : byProperty.get(propertyId);
  const loaded = Array.isArray(known);
  useEffect(() => {
    if (propertyId === null || loaded) return;
    let live = true;
    api
      .leasePeriods(propertyId)
      .then((periods) => live && setByProperty((m) => new Map(m).set(propertyId, periods)))
      .catch(() => live && setByProperty((m) => new Map(m).set(propertyId, 'failed')));
    return () => {
      live = false;
    };
  }, [propertyId, loaded]);
  if (propertyId === null) return { periods: [], failed: false };
  return { periods: Array.isArray(known) ? known : null, failed: known === 'failed' };
}
