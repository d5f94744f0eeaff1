/** A lease period's Selection screen, in the manager router (`?lease_period=`, which use-selection-period.ts reads). */
export const selectionScreenPath = (leasePeriodId: number): string => `/selection?lease_period=${leasePeriodId}`;
