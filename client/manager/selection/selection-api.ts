import type { SelectionOffice } from '../../../shared/selection/selection-office';
import type { SelectionWindowSchema } from '../../../shared/selection/selection-schema';
import type { SelectionWindow } from '../../../shared/selection/selection-types';
import type { ManagerLeasePeriod } from '../../../shared/types/manager';
import type { z } from '../../../shared/zod';
import { getJson, requestJson } from '../../api/http';
import { api } from '../api';

/** A lease period the screen may show: each of the company's, with its property. */
export type SelectionPeriod = Pick<ManagerLeasePeriod, 'id' | 'name' | 'property_id' | 'property_name' | 'start_date'>;

const period = ({ id, name, property_id, property_name, start_date }: ManagerLeasePeriod): SelectionPeriod => ({ id, name, property_id, property_name, start_date });

/** The managers' calls for the Selection screen (issue 49). */
export const selectionApi = {
  /** The periods of these properties, in the properties' order, each property's by start. */
  periods: async (propertyIds: readonly number[], signal?: AbortSignal): Promise<SelectionPeriod[]> => {
    const lists = await Promise.all(propertyIds.map((id) => api.leasePeriods(id, signal)));
    return lists.flatMap((periods) => [...periods].sort((a, b) => a.start_date.localeCompare(b.start_date)).map(period));
  },
  office: (leasePeriodId: number, signal?: AbortSignal) => getJson<SelectionOffice>(`/api/agreement-periods/${leasePeriodId}/selection/`, signal),
  saveWindow: (leasePeriodId: number, body: z.output<typeof SelectionWindowSchema>) => requestJson<SelectionWindow>('PUT', `/api/agreement-periods/${leasePeriodId}/selection-window/`, body),
  /** A manager ends a student's hold; answers the period's selection as it is after. */
  releaseHold: (holdId: number) => requestJson<SelectionOffice>('DELETE', `/api/selection-holds/${holdId}/`),
};
