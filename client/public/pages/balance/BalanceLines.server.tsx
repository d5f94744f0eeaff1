import { styled } from 'styled-components';
import type { LedgerLine } from '../../../../shared/ledger/ledger-types';
import { balanceText, formatAmount, MY_BALANCE_TEXTS as T, paymentHow } from '../../../../shared/ledger/my-balance';
import { formatShortDate } from '../../../../shared/dates';
import { accountBeside } from '../../../../shared/ledger/line-names';
import { theme } from '../../../ui/theme';

/** 'Reversed': a line or payment another line undid. */
export const ReversedTag = styled.span.attrs({ children: T.reversed })`
  display: inline-block;
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 4px;
  background: #EEF1F5;
  color: ${theme.color.muted};
  font-size: 0.82rem;
  font-weight: 600;
  vertical-align: 1px;
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 12px;
    padding: 12px 0;
    border-top: 1px solid ${theme.color.border};
  }
  /* On a phone the date and the balance after share the second row; the balance, right-aligned across it, leaves the first row's width to the description. */
  .what { grid-row: 1; grid-column: 1; min-width: 0; overflow-wrap: anywhere; }
  .what strong { font-weight: 600; }
  .what small { display: block; color: ${theme.color.muted}; font-size: 0.9rem; }
  .date { grid-row: 2; grid-column: 1; color: ${theme.color.muted}; font-size: 0.9rem; }
  .amount { grid-row: 1; grid-column: 2; text-align: right; font-weight: 600; font-variant-numeric: tabular-nums; }
  .running { grid-row: 2; grid-column: 1 / -1; justify-self: end; text-align: right; color: ${theme.color.muted}; font-size: 0.9rem; font-variant-numeric: tabular-nums; }
  [data-reversed] .amount { text-decoration: line-through; color: ${theme.color.muted}; }
  @media (min-width: 720px) {
    > li { grid-template-columns: 7.5rem minmax(0, 1fr) 8.5rem 14rem; align-items: baseline; }
    .date { grid-row: 1; grid-column: 1; font-size: 1rem; color: inherit; }
    .what { grid-column: 2; }
    .amount { grid-column: 3; }
    .running { grid-row: 1; grid-column: 4; }
  }
`;

function Line({ line }: { line: LedgerLine }) {
  const payment = line.kind === 'payment' ? line.payment : null;
  const account = accountBeside(line);
  return (
    <li data-testid="ledger-line" data-kind={line.kind} data-reversed={line.reversed || undefined}>
      <span className="date">{formatShortDate(line.due_date)}</span>
      <span className="what">
        <strong>{payment ? T.payment : line.description}</strong>
        {line.reversed && <ReversedTag />}
        {account && <small data-testid="line-account">{account}</small>}
        {payment && <small>{paymentHow(payment)}</small>}
        {line.reason && <small>{`${T.reason}: ${line.reason}`}</small>}
      </span>
      <span className="amount">{formatAmount(line.amount)}</span>
      <span className="running">{T.runningBalance(balanceText(line.running_balance))}</span>
    </li>
  );
}

/** The ledger's lines by date, each with the balance after it. */
export function BalanceLines({ lines }: { lines: LedgerLine[] }) {
  return (
    <List>
      {lines.map((line) => (
        <Line key={line.id} line={line} />
      ))}
    </List>
  );
}
