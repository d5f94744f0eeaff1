import { styled } from 'styled-components';
import { MY_BALANCE_TEXTS as T, type StudentBalance } from '../../../../shared/ledger/my-balance';
import { MY_LEASE_TEXTS } from '../../../../shared/leases/my-lease-texts';
import type { PayNowTerms } from '../../../../shared/payments/pay-now';
import { theme } from '../../../ui/theme';
import { Panel } from '../../components/Panel';
import { BalanceAutopay } from './BalanceAutopay.server';
import { BalanceLines } from './BalanceLines.server';
import { BalanceLater, BalancePay } from './BalancePay.server';
import { BalanceReceipts } from './BalanceReceipts.server';
import { BalanceSummary } from './BalanceSummary.server';

const Card = styled(Panel)`
  min-width: 0;
  h2 { margin: 0; font-size: 1.25rem; }
  .bed { margin: 4px 0 0; color: ${theme.color.muted}; }
  h3 { margin: 0 0 8px; font-size: 1.1rem; }
  @media (max-width: 640px) { padding: 16px 12px; }
`;

/** One executed lease's money: the figures, what paying now settles, what is scheduled later, the lines and the receipts. */
export function BalanceCard({ balance, payNow }: { balance: StudentBalance; payNow: PayNowTerms | null }) {
  const id = `balance-${balance.lease_id}`;
  return (
    <Card id={id} aria-labelledby={`${id}-heading`} data-testid="lease-balance">
      <div>
        <h2 id={`${id}-heading`}>{`${balance.property_name} · ${balance.lease_period_name}`}</h2>
        <p className="bed">{`${MY_LEASE_TEXTS.bed}: ${balance.bed}`}</p>
      </div>
      <BalanceSummary balance={balance} />
      <BalancePay balance={balance} payNow={payNow} />
      <BalanceAutopay leaseId={balance.lease_id} />
      <BalanceLater balance={balance} />
      <div>
        <h3>{T.linesHeading}</h3>
        <BalanceLines lines={balance.lines} />
      </div>
      <div>
        <h3>{T.receiptsHeading}</h3>
        <BalanceReceipts lines={balance.lines} />
      </div>
    </Card>
  );
}
