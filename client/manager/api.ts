import type { PropertySummary } from '../../shared/types/public';
import { getJson, requestJson } from '../api/http';

export type ManagerOrganization = { id: number; name: string; properties: PropertySummary[]; geocoding: boolean };
export type Me = { id: number; email: string; first_name: string; last_name: string; roles: string[] };
export type Counts = { reservations_unopened: number; messages_unread: number };
export type Semester = { id: number; name: string; start_date: string; end_date: string };

export type ManagerLeasePeriod = {
  id: number;
  name: string;
  description: string;
  property_id: number;
  property_name: string;
  start_date: string;
  end_date: string;
  visible: boolean;
  visible_to_managers: boolean;
  open_to_renewals: boolean;
  allow_same_bed_renewals: boolean;
  genders_available: ('M' | 'F')[];
  semesters: Semester[];
  periods_to_renew_from: { id: number; name: string }[];
  contract_template_ids: number[];
  guarantor_contract_template_ids: number[];
};

export type ReservationRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string;
  property_id: number;
  property_name: string;
  lease_period_name: string | null;
  start_date: string | null;
  end_date: string | null;
  opened_at: string | null;
  created_at: string;
};

export type MessageRow = { id: number; name: string; email: string; phone_number: string; message: string; property_name: string | null; read_at: string | null; created_at: string };

/** The manager area's calls, one function each. */
export const api = {
  me: () => getJson<Me>('/api/users/me/'),
  logout: () => requestJson('POST', '/api/logout/'),
  organization: () => getJson<ManagerOrganization>('/api/manager/organization/'),
  preferences: () => getJson<{ selected_property_ids: number[] }>('/api/manager/preferences/'),
  savePreferences: (ids: number[]) => requestJson<{ selected_property_ids: number[] }>('PUT', '/api/manager/preferences/', { selected_property_ids: ids }),
  counts: () => getJson<Counts>('/api/manager/counts/'),
  reservations: () => getJson<ReservationRow[]>('/api/manager/reservations/'),
  openReservation: (id: number) => requestJson<Counts>('POST', `/api/manager/reservations/${id}/open/`),
  messages: () => getJson<MessageRow[]>('/api/manager/messages/'),
  readMessage: (id: number) => requestJson<Counts>('POST', `/api/manager/messages/${id}/read/`),
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
