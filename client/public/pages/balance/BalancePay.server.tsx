import { styled } from 'styled-components';
import { formatShortDate } from '../../../../shared/dates';
import { amountCents, formatAmount, MY_BALANCE_TEXTS as T, type StudentBalance } from '../../../../shared/ledger/my-balance';
import { methodsSentence } from '../../../../shared/ledger/payment-terms';
import { theme } from '../../../ui/theme';

const Box = styled.section`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 12px 14px;
  h3 { margin: 0 0 4px; font-size: 1.05rem; }
  p { margin: 4px 0 0; }
  .how { color: ${theme.color.muted}; }
`;

const Later = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li { display: flex; justify-content: space-between; gap: 12px; padding: 8px 0; border-top: 1px solid ${theme.color.border}; }
  strong { font-variant-numeric: tabular-nums; }
`;

/** What paying now settles (past due and due today) and how to pay, since payments are recorded by the office (no online payment yet). */
export function BalancePay({ balance }: { balance: StudentBalance }) {
  const payNow = amountCents(balance.split.pay_now);
  return (
    <Box aria-labelledby={`pay-${balance.lease_id}`} data-testid="pay-now">
      <h3 id={`pay-${balance.lease_id}`}>{T.payHeading}</h3>
      <p data-testid="pay-now-amount">{payNow > 0 ? T.payNow(formatAmount(balance.split.pay_now)) : T.payNothing}</p>
      <p className="how">{T.payHow(methodsSentence(balance.accepted_methods))}</p>
    </Box>
  );
}

/** The debts scheduled after today, each date with what falls due on it. */
export function BalanceLater({ balance }: { balance: StudentBalance }) {
  if (!balance.split.later.length) return null;
  return (
    <div>
      <h3>{T.laterHeading}</h3>
      <Later>
        {balance.split.later.map((entry) => (
          <li key={entry.due_date} data-testid="later-entry">
            <span>{T.laterItem(formatShortDate(entry.due_date))}</span>
            <strong>{formatAmount(entry.amount)}</strong>
          </li>
        ))}
      </Later>
    </div>
  );
}
