import type { PaymentMethod } from '../../../shared/ledger/ledger-texts';
import type { PaymentOrder } from '../../../shared/ledger/payment-terms';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import type { Db } from '../../db/database';
import { findLeaseTerms } from '../../queries/lease-terms';
import { summarizedLeaseIds } from '../../queries/ledger';
import { updateVersioned } from '../../queries/versioned-update';
import { refreshLedgerSummaries } from '../ledger/summaries';

const REFRESH_SLICE = 500;

export type LeaseTermsChange = { time_zone: string; accepted_payment_methods: PaymentMethod[]; payment_order: PaymentOrder };

/**
 * Saves a company's lease terms with the version the screen loaded (409 over a newer save), in one
 * transaction with its audit event (`organization.lease_terms`: the terms before and after). A new
 * payment order changes what every ledger's payments covered, so the company's cached ledger
 * summaries are rewritten in the same transaction: Collections and alerts never show the old order.
 * Payments already recorded keep their method, accepted or not.
 */
export async function saveLeaseTerms(db: Db, organizationId: number, terms: LeaseTermsChange, version: number | undefined, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findLeaseTerms(trx, organizationId);
    await updateVersioned(trx, 'organizations', organizationId, version, {
      time_zone: terms.time_zone,
      accepted_payment_methods: JSON.stringify(terms.accepted_payment_methods),
      payment_order: terms.payment_order,
    });
    if (before.payment_order !== terms.payment_order) {
      // A slice at a time, so a company of 100,000 leases never holds all their lines at once.
      const leaseIds = await summarizedLeaseIds(trx, organizationId);
      for (let i = 0; i < leaseIds.length; i += REFRESH_SLICE) await refreshLedgerSummaries(trx, leaseIds.slice(i, i + REFRESH_SLICE));
    }
    const { organization_id: _o, version: _v, ...was } = before;
    await recordAuditEvent(trx, { actor, action: 'organization.lease_terms', subject: { table: 'organizations', id: organizationId }, organizationId, details: { before: was, after: terms } });
  });
}
