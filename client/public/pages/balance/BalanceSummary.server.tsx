import { styled } from 'styled-components';
import { amountCents, balanceText, formatAmount, MY_BALANCE_TEXTS as T, type StudentBalance } from '../../../../shared/ledger/my-balance';
import { scheduleDue } from '../../../../shared/leases/plan-schedule';
import { theme } from '../../../ui/theme';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  margin: 0;
  > div { border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; padding: 12px 14px; min-width: 0; }
  dt { color: ${theme.color.muted}; font-size: 0.92rem; }
  dd { margin: 2px 0 0; font-size: 1.3rem; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  dd small { display: block; font-size: 0.92rem; font-weight: 400; color: ${theme.color.muted}; }
  /* Late money stands out in the warning colour (a darker shade of it for text contrast). */
  .late { background: #FFF4E0; border-color: ${theme.color.warning}; border-left-width: 4px; }
  .late dd { color: #7A4A00; }
  /* Two figures side by side on a phone, the balance below them across; three in a row when there is room. */
  > div:last-child { grid-column: 1 / -1; }
  @media (min-width: 720px) { grid-template-columns: repeat(3, 1fr); > div:last-child { grid-column: auto; } }
`;

/** What is due next, what is past due and the balance, as three figures. */
export function BalanceSummary({ balance }: { balance: StudentBalance }) {
  const late = amountCents(balance.past_due) > 0;
  return (
    <Figures>
      <div data-testid="next-due">
        <dt>{T.nextDue}</dt>
        {balance.next_due ? (
          <dd>
            {formatAmount(balance.next_due.amount)}
            <small>{T.dueOn(scheduleDue(balance.next_due.due_date), balance.next_due.today)}</small>
          </dd>
        ) : (
          <dd>{T.nothingDue}</dd>
        )}
      </div>
      <div data-testid="past-due" className={late ? 'late' : undefined}>
        <dt>{T.pastDue}</dt>
        <dd>{formatAmount(balance.past_due)}</dd>
      </div>
      <div data-testid="balance">
        <dt>{T.balance}</dt>
        <dd>{balanceText(balance.balance)}</dd>
      </div>
    </Figures>
  );
}
