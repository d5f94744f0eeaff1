import { formatShortDate } from '../../../shared/dates';
import { renewalOptions, renewalPath, renewalReasonFor, RENEWAL_MESSAGES as M } from '../../../shared/leases/renewal-rules';
import type { InvitationOutcome } from '../../../shared/leases/lease-types';
import type { Db } from '../../db/database';
import { renewalInvitationMail } from '../../mail/renewal-mail';
import { renewalCandidates } from '../../queries/renewals';
import { queueNoticesAboutLeases } from '../messaging/notify';
import { renewalFactsOf } from './renewals';


/**
 * Invites residents to renew into a period (the Renewals screen's bulk action): each lease that may
 * renew into it and has not yet is sent the company's `renewal_invitation` message (or the built-in
 * text), with the period, the deadline and the link to the renewal page; the others are answered with
 * why they were skipped. Every message is queued in one transaction and sent by the message queue.
 */
export async function sendRenewalInvitations(db: Db, baseUrl: string, period: { id: number; name: string; renewal_deadline: string | null }, leaseIds: readonly number[], today: string): Promise<InvitationOutcome> {
  const link = `${baseUrl}${renewalPath(period.id)}`;
  const deadline = period.renewal_deadline ? formatShortDate(period.renewal_deadline) : '';
  return db.transaction().execute(async (trx) => {
    const rows = new Map((await renewalCandidates(trx, leaseIds, period.id)).map((row) => [row.lease_id, row]));
    const skipped: InvitationOutcome['skipped'] = [];
    const invited: number[] = [];
    for (const id of leaseIds) {
      const row = rows.get(id);
      const options = row && renewalOptions(renewalFactsOf(row, today));
      if (!row || !options) skipped.push({ lease_id: id, reason: renewalReasonFor(M.notFromPeriod, 'staff') });
      else if (row.renewal_id !== null) skipped.push({ lease_id: id, reason: renewalReasonFor(M.hasLease, 'staff') });
      else if (!options.eligible) skipped.push({ lease_id: id, reason: renewalReasonFor(options.reason, 'staff') });
      else invited.push(id);
    }
    await queueNoticesAboutLeases(trx, invited, () => ({
      event: 'renewal_invitation',
      values: { renewal_period_name: period.name, renewal_deadline: deadline, link },
      link: { url: link, kind: 'plain', label: 'Renew your lease' },
      builtIn: (company) => renewalInvitationMail('', company, { periodName: period.name, deadline, link }),
    }));
    return { queued: invited.length, skipped };
  });
}
