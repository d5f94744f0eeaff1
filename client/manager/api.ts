import type { ApiUser, InboxCounts, ManagerLeasePeriod, ManagerOrganization, ManagerPreferences, MessageRow, ReservationRow, Semester } from '../../shared/types/manager';
import { getJson, requestJson } from '../api/http';

/** The manager area's calls, one function each. */
export const api = {
  me: () => getJson<ApiUser>('/api/users/me/'),
  logout: () => requestJson('POST', '/api/logout/'),
  organization: () => getJson<ManagerOrganization>('/api/manager/organization/'),
  preferences: () => getJson<ManagerPreferences>('/api/manager/preferences/'),
  savePreferences: (ids: number[]) => requestJson<ManagerPreferences>('PUT', '/api/manager/preferences/', { selected_property_ids: ids }),
  counts: () => getJson<InboxCounts>('/api/manager/counts/'),
  reservations: () => getJson<ReservationRow[]>('/api/manager/reservations/'),
  openReservation: (id: number) => requestJson<InboxCounts>('POST', `/api/manager/reservations/${id}/open/`),
  messages: () => getJson<MessageRow[]>('/api/manager/messages/'),
  readMessage: (id: number) => requestJson<InboxCounts>('POST', `/api/manager/messages/${id}/read/`),
  leasePeriods: (propertyId: number) => getJson<ManagerLeasePeriod[]>(`/api/agreement-periods/?property=${propertyId}`),
  createLeasePeriod: (body: object) => requestJson<ManagerLeasePeriod>('POST', '/api/agreement-periods/', body),
  updateLeasePeriod: (id: number, body: object) => requestJson<ManagerLeasePeriod>('PATCH', `/api/agreement-periods/${id}/`, body),
  leasePeriodAction: (id: number, action: string) => requestJson<ManagerLeasePeriod>('POST', `/api/agreement-periods/${id}/${action}/`),
  putLeasePeriod: (id: number, body: object) => requestJson<ManagerLeasePeriod>('PUT', `/api/agreement-periods/${id}/`, body),
  semesters: () => getJson<Semester[]>('/api/semesters/'),
  createSemester: (body: object) => requestJson<Semester>('POST', '/api/semesters/', body),
  updateSemester: (id: number, body: object) => requestJson<Semester>('PATCH', `/api/semesters/${id}/`, body),
  deleteSemester: (id: number) => requestJson('DELETE', `/api/semesters/${id}/`),
};
