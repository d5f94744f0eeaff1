import { useSearchParams } from 'react-router-dom';
import { useManager } from '../context';
import { useLeasePeriods } from '../payment-plans/list/use-lease-periods';

/**
 * The property and lease period the screen shows, kept in the address (`?property=1&lease_period=2`)
 * so a reload or a shared link shows the same: by default the shell's first chosen property and its
 * first lease period.
 */
export function usePeriodChoice() {
  const { organization, selectedPropertyIds } = useManager();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('property'));
  const propertyId = organization.properties.find((p) => p.id === asked)?.id ?? selectedPropertyIds[0] ?? organization.properties[0]?.id ?? null;
  const { periods, loaded } = useLeasePeriods(propertyId ? [propertyId] : []);
  const askedPeriod = Number(params.get('lease_period'));
  const leasePeriodId = periods.find((p) => p.id === askedPeriod)?.id ?? periods[0]?.id ?? null;

  /** Shows another property (its first lease period unless one is given). */
  const choose = (property: number, leasePeriod: number | null) =>
    setParams(leasePeriod ? { property: String(property), lease_period: String(leasePeriod) } : { property: String(property) }, { replace: true });

  const names = {
    property: organization.properties.find((p) => p.id === propertyId)?.name ?? '',
    leasePeriod: periods.find((p) => p.id === leasePeriodId)?.name ?? '',
  };
  return { propertyId, leasePeriodId, periods, periodsLoaded: loaded, names, choose };
}
