import { useLoaderData } from 'react-router-dom';
import { MY_BALANCE_TEXTS as T, type StudentBalance } from '../../../../shared/ledger/my-balance';
import { MY_LEASE_PATH } from '../../../../shared/leases/student-lease';
import { returnBanner, type PaymentReturn, type PayNowTerms } from '../../../../shared/payments/pay-now';
import type { StudentAutopay } from '../../../../shared/payments/autopay-page';
import { STUDENT_HOME } from '../../../../shared/role-home';
import { StudentPage as Page } from '../../components/StudentPage';
import { Island } from '../../islands/Island.server';
import { PaymentBanner, WaitingPaymentBanner } from '../../islands/pay/PaymentBanner';
import { BalanceCard } from './BalanceCard.server';

/** `payNow`: null when online payments are off; `returned`: the student's payment the provider sent them back with; `autopay`: My balance's Autopay sections. */
export type BalancePageData = { balances: StudentBalance[]; payNow: PayNowTerms | null; returned: PaymentReturn | null; autopay: StudentAutopay };

/** Where the payment the student came back with stands; a card payment still confirming looks again (an island). */
function ReturnedPayment({ returned }: { returned: PaymentReturn }) {
  const banner = returnBanner(returned);
  if (!banner.waiting) return <PaymentBanner banner={banner} paymentId={returned.id} />;
  return <Island name="payment-waiting" component={WaitingPaymentBanner} props={{ banner, paymentId: returned.id }} />;
}

/** /new/tenant/balance: the ledger of each of the signed-in student's executed leases, newest first, and Pay now when online payments are on. */
export function BalancePage() {
  const { balances, payNow, returned } = useLoaderData() as BalancePageData;
  return (
    <Page>
      <a href={STUDENT_HOME}>{T.back}</a>
      <h1>{T.title}</h1>
      {returned && <ReturnedPayment returned={returned} />}
      {balances.length === 0 ? (
        <div className="empty" data-testid="no-balance">
          <p>{T.empty}</p>
          <a href={MY_LEASE_PATH}>{T.emptyLink}</a>
        </div>
      ) : (
        balances.map((balance) => <BalanceCard key={balance.lease_id} balance={balance} payNow={payNow} />)
      )}
    </Page>
  );
}
