import type { z } from 'zod';
import type { LeasePeriodAction, LeasePeriodCreateSchema, LeasePeriodPatchSchema, LeasePeriodPutSchema } from '../../shared/schemas/lease-periods';
import type { PreferencesSchema } from '../../shared/schemas/manager';
import type { SemesterSchema } from '../../shared/schemas/semesters';
import type { ApiUser, InboxCounts, ManagerLeasePeriod, ManagerOrganization, ManagerPreferences, MessageRow, ReservationRow, Semester } from '../../shared/types/manager';
import type { PeriodReadiness } from '../../shared/season-readiness/types';
import type { ApiSession } from '../../shared/types/sessions';
import { getJson, requestJson } from '../api/http';

/** Request bodies as the server's schemas take them. */
type LeasePeriodCreate = z.input<typeof LeasePeriodCreateSchema>;
type LeasePeriodPatch = z.input<typeof LeasePeriodPatchSchema>;
type LeasePeriodPut = z.input<typeof LeasePeriodPutSchema>;
type SemesterInput = z.input<typeof SemesterSchema>;

/** The manager area's calls, one function each. */
export const api = {
  me: (signal?: AbortSignal) => getJson<ApiUser>('/api/users/me/', signal),
  logout: () => requestJson<null>('POST', '/api/logout/'),
  organization: (signal?: AbortSignal) => getJson<ManagerOrganization>('/api/manager/organization/', signal),
  preferences: (signal?: AbortSignal) => getJson<ManagerPreferences>('/api/manager/preferences/', signal),
  savePreferences: (ids: number[]) => requestJson<ManagerPreferences>('PUT', '/api/manager/preferences/', { selected_property_ids: ids } satisfies z.input<typeof PreferencesSchema>),
  counts: (signal?: AbortSignal) => getJson<InboxCounts>('/api/manager/counts/', signal),
  reservations: (signal?: AbortSignal) => getJson<ReservationRow[]>('/api/manager/reservations/', signal),
  openReservation: (id: number) => requestJson<InboxCounts>('POST', `/api/manager/reservations/${id}/open/`),
  closeReservation: (id: number) => requestJson<ReservationRow>('POST', `/api/manager/reservations/${id}/close/`),
  messages: (signal?: AbortSignal) => getJson<MessageRow[]>('/api/manager/messages/', signal),
  readMessage: (id: number) => requestJson<InboxCounts>('POST', `/api/manager/messages/${id}/read/`),
  leasePeriods: (propertyId: number, signal?: AbortSignal) => getJson<ManagerLeasePeriod[]>(`/api/agreement-periods/?property=${propertyId}`, signal),
  seasonReadiness: (propertyId: number, signal?: AbortSignal) => getJson<PeriodReadiness[]>(`/api/agreement-periods/readiness/?property=${propertyId}`, signal),
  createLeasePeriod: (body: LeasePeriodCreate) => requestJson<ManagerLeasePeriod>('POST', '/api/agreement-periods/', body),
  updateLeasePeriod: (id: number, body: LeasePeriodPatch) => requestJson<ManagerLeasePeriod>('PATCH', `/api/agreement-periods/${id}/`, body),
  leasePeriodAction: (id: number, action: LeasePeriodAction) => requestJson<ManagerLeasePeriod>('POST', `/api/agreement-periods/${id}/${action}/`),
  putLeasePeriod: (id: number, body: LeasePeriodPut) => requestJson<ManagerLeasePeriod>('PUT', `/api/agreement-periods/${id}/`, body),
  semesters: (signal?: AbortSignal) => getJson<Semester[]>('/api/semesters/', signal),
  createSemester: (body: SemesterInput) => requestJson<Semester>('POST', '/api/semesters/', body),
  updateSemester: (id: number, body: SemesterInput) => requestJson<Semester>('PATCH', `/api/semesters/${id}/`, body),
  deleteSemester: (id: number) => requestJson<null>('DELETE', `/api/semesters/${id}/`),
  sessions: (signal?: AbortSignal) => getJson<ApiSession[]>('/api/sessions/', signal),
  revokeSession: (id: number) => requestJson<null>('DELETE', `/api/sessions/${id}/`),
};
