import { isoToday } from '../../shared/dates';
import { balanceSplit } from '../../shared/ledger/balance-split';
import type { StudentBalance } from '../../shared/ledger/my-balance';
import { premisesLabel } from '../../shared/leases/premises';
import type { Db } from '../db/database';
import { presentLedger } from '../presenters/ledger';
import { ledgerLinesOf, paymentsOf } from '../queries/ledger';
import { findLeaseTerms } from '../queries/lease-terms';
import { listStudentLeases } from '../queries/student-leases';

/**
 * The student's ledgers for My balance, newest lease first: executed leases only (the others have
 * none), each read on its company's day at `now` (its time zone, not the server's).
 */
export async function getStudentBalances(db: Db, userId: number, now: Date): Promise<StudentBalance[]> {
  const leases = (await listStudentLeases(db, userId)).filter((l) => l.status === 'Executed');
  return Promise.all(
    leases.map(async (lease) => {
      const [lines, payments, terms] = await Promise.all([ledgerLinesOf(db, lease.id), paymentsOf(db, lease.id), findLeaseTerms(db, lease.organization_id)]);
      const today = isoToday(now, terms.time_zone);
      const ledger = presentLedger(lease.id, lines, payments, today, terms);
      return {
        ...ledger,
        property_name: lease.property_name,
        lease_period_name: lease.lease_period_name,
        bed: premisesLabel(lease),
        today,
        split: balanceSplit(ledger.lines, today),
      };
    }),
  );
}
