import { useEffect, useState } from 'react';
import type { ManagerLeasePeriod } from '../../../../shared/types/manager';
import { api } from '../../api';

/** A lease period as the list's selector shows it. */
export type PeriodChoice = { id: number; name: string; property_id: number; property_name: string };

const choice = ({ id, name, property_id, property_name }: ManagerLeasePeriod): PeriodChoice => ({ id, name, property_id, property_name });

/**
 * The lease periods of the given properties (`GET /api/agreement-periods/?property=` each), in the
 * properties' order; `loaded` once every one has answered. A failure is only logged (spec §8).
 */
export function useLeasePeriods(propertyIds: readonly number[]): { periods: PeriodChoice[]; loaded: boolean } {
  const [state, setState] = useState<{ key: string; periods: PeriodChoice[] }>({ key: '', periods: [] });
  const key = propertyIds.join(',');
  useEffect(() => {
    let left = false;
    const ids = key ? key.split(',').map(Number) : [];
    Promise.all(
      ids.map((id) =>
        api.leasePeriods(id).catch((err: unknown) => {
          console.error('lease periods', err);
          return [] as ManagerLeasePeriod[];
        }),
      ),
    ).then((lists) => !left && setState({ key, periods: lists.flat().map(choice) }));
    return () => {
      left = true;
    };
  }, [key]);
  return { periods: state.key === key ? state.periods : [], loaded: state.key === key };
}
