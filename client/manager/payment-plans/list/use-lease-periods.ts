import type { ManagerLeasePeriod } from '../../../../shared/types/manager';
import { api } from '../../api';
import { useLoad } from '../../components/use-load';

/** A lease period as the list's selector shows it. */
export type PeriodChoice = { id: number; name: string; property_id: number; property_name: string };

const choice = ({ id, name, property_id, property_name }: ManagerLeasePeriod): PeriodChoice => ({ id, name, property_id, property_name });

const NONE: PeriodChoice[] = [];

/**
 * The lease periods of the given properties (`GET /api/agreement-periods/?property=` each), in the
 * properties' order; `loaded` once every one has answered. A failure is only logged (spec §8).
 */
export function useLeasePeriods(propertyIds: readonly number[]): { periods: PeriodChoice[]; loaded: boolean } {
  const key = propertyIds.join(',');
  const load = useLoad(key, async (signal) => {
    const lists = await Promise.all(
      propertyIds.map((id) =>
        api.leasePeriods(id, signal).catch((err: unknown) => {
          console.error('lease periods', err);
          return [] as ManagerLeasePeriod[];
        }),
      ),
    );
    return lists.flat().map(choice);
  });
  return { periods: load.data ?? NONE, loaded: load.loaded };
}
