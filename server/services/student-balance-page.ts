import type { StudentBalance } from '../../shared/ledger/my-balance';
import { premisesLabel } from '../../shared/leases/premises';
import { nextDue } from '../../shared/ledger/next-due';
import type { Db } from '../db/database';
import { presentLedger } from '../presenters/ledger';
import { ledgerLinesOf, paymentsOf } from '../queries/ledger';
import { findLeaseTerms } from '../queries/lease-terms';
import { listStudentLeases } from '../queries/student-leases';

/** The student's ledgers for My balance, newest lease first: executed leases only (the others have none). */
export async function getStudentBalances(db: Db, userId: number, today: string): Promise<StudentBalance[]> {
  const leases = (await listStudentLeases(db, userId)).filter((l) => l.status === 'Executed');
  return Promise.all(
    leases.map(async (lease) => {
      const [lines, payments, terms] = await Promise.all([ledgerLinesOf(db, lease.id), paymentsOf(db, lease.id), findLeaseTerms(db, lease.organization_id)]);
      const ledger = presentLedger(lease.id, lines, payments, today, terms);
      return {
        ...ledger,
        property_name: lease.property_name,
        lease_period_name: lease.lease_period_name,
        bed: premisesLabel(lease),
        next_due: nextDue(ledger.lines, today),
      };
    }),
  );
}
