import type { InvitationOutcome, Lease, RenewalList, RenewalRow } from '../../../shared/leases/lease-types';
import type { InvitationsSchema, NotRenewingSchema, RenewSchema } from '../../../shared/leases/renewal-schema';
import type { ManagerLeasePeriod } from '../../../shared/types/manager';
import type { z } from '../../../shared/zod';
import { getJson, requestJson } from '../../api/http';
import { api } from '../api';

/** A resident of the Renewals grid, keyed by their current lease. */
export type RenewalGridRow = RenewalRow & { id: number };
export type RenewalScreenList = Omit<RenewalList, 'rows'> & { rows: RenewalGridRow[] };


/** A lease period residents may renew into: it has Valid Renewal Periods. */
export type TargetPeriod = Pick<ManagerLeasePeriod, 'id' | 'name' | 'property_id' | 'property_name' | 'start_date' | 'renewal_deadline'>;

const target = ({ id, name, property_id, property_name, start_date, renewal_deadline }: ManagerLeasePeriod): TargetPeriod => ({ id, name, property_id, property_name, start_date, renewal_deadline });

/** The managers' calls for the Renewals screen (issue 47). */
export const renewalsApi = {
  /** The periods of these properties that take renewals, in the properties' order, each property's by start. */
  targetPeriods: async (propertyIds: readonly number[], signal?: AbortSignal): Promise<TargetPeriod[]> => {
    const lists = await Promise.all(propertyIds.map((id) => api.leasePeriods(id, signal)));
    return lists.flatMap((periods) => periods.filter((p) => p.periods_to_renew_from.length > 0).sort((a, b) => a.start_date.localeCompare(b.start_date)).map(target));
  },
  list: async (leasePeriodId: number, signal?: AbortSignal): Promise<RenewalScreenList> => {
    const list = await getJson<RenewalList>(`/api/renewals/?lease_period=${leasePeriodId}`, signal);
    return { ...list, rows: list.rows.map((row) => ({ ...row, id: row.lease_id })) };
  },
  invite: (body: z.input<typeof InvitationsSchema>) => requestJson<InvitationOutcome>('POST', '/api/renewals/invitations/', body),
  markNotRenewing: (leaseId: number, body: z.input<typeof NotRenewingSchema>) => requestJson<Lease>('POST', `/api/leases/${leaseId}/not-renewing/`, body),
  offerAgain: (leaseId: number) => requestJson<Lease>('DELETE', `/api/leases/${leaseId}/not-renewing/`),
  /** A manager renews the resident's lease on their behalf (POST /api/renewals/). */
  renew: (body: z.input<typeof RenewSchema>) => requestJson<Lease>('POST', '/api/renewals/', body),
};
