import { useLoaderData } from 'react-router-dom';
import { MY_BALANCE_TEXTS as T, type StudentBalance } from '../../../../shared/ledger/my-balance';
import { MY_LEASE_PATH } from '../../../../shared/leases/student-lease';
import type { StudentAutopay } from '../../../../shared/payments/autopay-page';
import { STUDENT_HOME } from '../../../../shared/role-home';
import { StudentPage as Page } from '../../components/StudentPage';
import { BalanceCard } from './BalanceCard.server';

export type BalancePageData = { balances: StudentBalance[]; autopay: StudentAutopay };

/** /new/tenant/balance: the ledger of each of the signed-in student's executed leases, newest first (no JavaScript). */
export function BalancePage() {
  const { balances } = useLoaderData() as BalancePageData;
  return (
    <Page>
      <a href={STUDENT_HOME}>{T.back}</a>
      <h1>{T.title}</h1>
      {balances.length === 0 ? (
        <div className="empty" data-testid="no-balance">
          <p>{T.empty}</p>
          <a href={MY_LEASE_PATH}>{T.emptyLink}</a>
        </div>
      ) : (
        balances.map((balance) => <BalanceCard key={balance.lease_id} balance={balance} />)
      )}
    </Page>
  );
}
