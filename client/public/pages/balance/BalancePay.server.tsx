import { styled } from 'styled-components';
import { formatShortDate } from '../../../../shared/dates';
import { amountCents, formatAmount, MY_BALANCE_TEXTS as T, type StudentBalance } from '../../../../shared/ledger/my-balance';
import { methodsSentence } from '../../../../shared/ledger/payment-terms';
import { PAY_FIELDS, PAY_NOW_TEXTS, payChoices, type PayNowTerms } from '../../../../shared/payments/pay-now';
import { Alert } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { Island } from '../../islands/Island.server';
import { PayNow } from '../../islands/pay/PayNow';
import { usePosted } from '../../posted-form.server';

const Box = styled.section`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 12px 14px;
  h3 { margin: 0 0 4px; font-size: 1.05rem; }
  p { margin: 4px 0 0; }
  .how { color: ${theme.color.muted}; }
  .form { margin-top: 14px; padding-top: 14px; border-top: 1px solid ${theme.color.border}; }
  @media (max-width: 640px) { padding: 12px 10px; }
`;

const Later = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li { display: flex; justify-content: space-between; gap: 12px; padding: 8px 0; border-top: 1px solid ${theme.color.border}; }
  strong { font-variant-numeric: tabular-nums; }
`;

/**
 * What paying now settles (past due and due today) and how to pay: Pay now (issue 48) when online
 * payments are on and the lease owes something that is not already on its way; the leasing office's
 * methods either way (payments they record by hand).
 */
export function BalancePay({ balance, payNow }: { balance: StudentBalance; payNow: PayNowTerms | null }) {
  const payNowCents = amountCents(balance.split.pay_now);
  const payable = payNow?.payable[balance.lease_id] ?? 0;
  // Only the form's own lease gets back what was posted.
  const posted = usePosted('payNow');
  const ours = posted && posted.values[PAY_FIELDS.lease] === String(balance.lease_id) ? posted : null;
  const methods = methodsSentence(balance.accepted_methods);
  return (
    <Box aria-labelledby={`pay-${balance.lease_id}`} data-testid="pay-now">
      <h3 id={`pay-${balance.lease_id}`}>{T.payHeading}</h3>
      <p data-testid="pay-now-amount">{payNowCents > 0 ? T.payNow(formatAmount(balance.split.pay_now)) : T.payNothing}</p>
      {payNow && payable > 0 ? (
        <>
          <p className="how">{PAY_NOW_TEXTS.payHowOnline(methods)}</p>
          <div className="form">
            <Island name="pay-now" component={PayNow} props={{ leaseId: balance.lease_id, choices: payChoices(balance.split, balance.balance, payable), payableCents: payable, fees: payNow.fees, posted: ours }} />
          </div>
        </>
      ) : (
        <>
          {!payNow && <p className="how">{T.payHow(methods)}</p>}
          {/* A Pay now posted when it is no longer offered (payments turned off, nothing owed): what the server said. */}
          {ours?.alert && <Alert tone="error">{ours.alert}</Alert>}
        </>
      )}
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
