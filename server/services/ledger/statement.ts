import type { Db } from '../../db/database';
import { formatShortDate } from '../../../shared/dates';
import { premisesLabel } from '../../../shared/leases/premises';
import type { PdfRenderer } from '../../documents/pdf/pdf-renderer';
import { statementOf, statementPeriod } from '../../documents/statement/statement-facts';
import { statementName } from '../../documents/statement/statement-texts';
import { ledgerLinesOf, paymentsOf } from '../../queries/ledger';
import { findLeaseTerms } from '../../queries/lease-terms';
import type { LeaseRow } from '../../queries/leases';
import { findOrganization } from '../../queries/organizations';
import { personName } from '../../../shared/people';

/**
 * A lease's statement of `from`..`to` as PDF, rendered in the PDF worker, and its download name.
 * A bound left out takes the whole ledger's; past due and aging are seen from `to` when it is given, else from today.
 */
export async function leaseStatement(deps: { db: Db; pdf: PdfRenderer }, lease: LeaseRow, query: { from?: string; to?: string }, today: string): Promise<{ name: string; pdf: Buffer }> {
  const { db } = deps;
  const lines = await ledgerLinesOf(db, lease.id);
  const payments = [...(await paymentsOf(db, lease.id)).values()];
  const period = statementPeriod(lines, query, today);
  const input = statementOf(
    {
      companyName: (await findOrganization(db, lease.organization_id))?.name ?? '',
      tenantName: personName(lease.first_name, lease.last_name, lease.email),
      propertyName: lease.property_name,
      bed: premisesLabel(lease),
      leasePeriod: [lease.lease_period_name, lease.start_date && lease.end_date ? `(${formatShortDate(lease.start_date)} to ${formatShortDate(lease.end_date)})` : ''].filter(Boolean).join(' '),
    },
    lines,
    payments,
    { ...period, asOf: query.to ?? today },
    (await findLeaseTerms(db, lease.organization_id)).payment_order,
  );
  return { name: statementName(period), pdf: await deps.pdf.statement(input) };
}
