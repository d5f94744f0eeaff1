import type { ApplicationDetail, ApplicationSummary } from '../../../shared/rental-application/application-types';
import { getJson, requestJson } from '../../api/http';

export type Decision = 'Approved' | 'Declined';

/** The managers' calls for rental applications (`/api/manager/applications/`). */
export const applicationsApi = {
  list: (signal?: AbortSignal) => getJson<ApplicationSummary[]>('/api/manager/applications/', signal),
  /** Opening an application marks it opened (it leaves the navigation's count). */
  open: (id: number, signal?: AbortSignal) => getJson<ApplicationDetail>(`/api/manager/applications/${id}/`, signal),
  reveal: (id: number, questionKey: string) => requestJson<{ question_key: string; value: string }>('POST', `/api/manager/applications/${id}/reveal/`, { question_key: questionKey }),
  decide: (id: number, status: Decision, note: string) => requestJson<ApplicationDetail>('POST', `/api/manager/applications/${id}/decision/`, { status, note }),
};
