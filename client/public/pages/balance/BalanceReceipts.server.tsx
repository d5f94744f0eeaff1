import { styled } from 'styled-components';
import type { LedgerLine } from '../../../../shared/ledger/ledger-types';
import { amountCents, MY_BALANCE_TEXTS as T, paymentHow } from '../../../../shared/ledger/my-balance';
import { formatUsd } from '../../../../shared/money';
import { formatShortDate } from '../../../../shared/dates';
import { theme } from '../../../ui/theme';
import { ReversedTag } from './BalanceLines.server';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  > li { display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 12px; padding: 10px 12px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; }
  strong { font-variant-numeric: tabular-nums; }
  .how { color: ${theme.color.muted}; flex-basis: 100%; overflow-wrap: anywhere; }
`;

/** The payments received, as the receipts mailed for them: date received, amount, method and reference. */
export function BalanceReceipts({ lines }: { lines: LedgerLine[] }) {
  const payments = lines.filter((l) => l.kind === 'payment' && l.payment);
  if (!payments.length) return <p>{T.noReceipts}</p>;
  return (
    <List>
      {payments.map(({ id, amount, reversed, payment }) => (
        <li key={id} data-testid="receipt">
          <span>{formatShortDate(payment!.received_on)}</span>
          <strong>{formatUsd(-amountCents(amount))}</strong>
          {reversed && <ReversedTag />}
          <span className="how">{paymentHow(payment!)}</span>
        </li>
      ))}
    </List>
  );
}
