import { styled } from 'styled-components';
import { formatShortDate } from '../../../../shared/dates';
import { amountCents, balanceText, formatAmount, MY_BALANCE_TEXTS as T, type StudentBalance } from '../../../../shared/ledger/my-balance';
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
  /* Two by two on a phone; the four in a row when there is room. */
  @media (min-width: 720px) { grid-template-columns: repeat(4, 1fr); }
`;

/** One figure: its name, the amount and what it covers. */
function Figure({ testId, name, amount, when, late }: { testId: string; name: string; amount: string; when: string; late?: boolean }) {
  return (
    <div data-testid={testId} className={late ? 'late' : undefined}>
      <dt>{name}</dt>
      <dd>
        {amount}
        <small>{when}</small>
      </dd>
    </div>
  );
}

/** What is owed split by when: past due, due now (today), scheduled later, and the balance of it all. */
export function BalanceSummary({ balance }: { balance: StudentBalance }) {
  const { split } = balance;
  const next = split.later[0];
  return (
    <Figures>
      <Figure testId="past-due" name={T.pastDue} amount={formatAmount(split.past_due)} when={T.pastDueWhen} late={amountCents(split.past_due) > 0} />
      <Figure testId="due-now" name={T.dueNow} amount={formatAmount(split.due_now)} when={T.dueNowWhen(formatShortDate(balance.today))} />
      <Figure testId="later" name={T.later} amount={formatAmount(split.later_total)} when={next ? T.laterNext(formatShortDate(next.due_date)) : T.nothingLater} />
      <Figure testId="balance" name={T.balance} amount={balanceText(balance.balance)} when={T.balanceWhen} />
    </Figures>
  );
}
