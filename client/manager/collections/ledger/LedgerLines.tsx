import { styled } from 'styled-components';
import { formatUsDate } from '../../../../shared/dates';
import { LEDGER_PAYMENT_METHODS } from '../../../../shared/ledger/ledger-texts';
import { lineTypeName } from '../../../../shared/ledger/line-names';
import type { LedgerLine } from '../../../../shared/ledger/ledger-types';
import { theme } from '../../../ui/theme';
import { statusChip } from '../../components/Chip';
import { Card } from '../../components/DetailCard';
import { SecondaryButton } from '../../components/Dialog';
import { amountCents, usd } from '../money-text';
import { LEDGER_TEXTS as T } from '../texts';
import { AllocationList } from './AllocationList';
import { allocationTexts, canRefund, canReverse, reversedLine } from './ledger-lines';
import { OnlinePaymentFacts } from './OnlinePaymentFacts';

// A grid item of the page: without this the table's least width would widen the page itself.
const LinesCard = styled(Card)`
  min-width: 0;
`;

// A phone scrolls the table sideways rather than squeezing the description to a word a line.
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: 0.9rem;
  th, td { padding: 8px 10px; border-bottom: 1px solid ${theme.color.border}; text-align: left; vertical-align: top; }
  th { color: ${theme.color.muted}; font-weight: 600; font-size: 0.82rem; }
  .money { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .date { white-space: nowrap; }
  tr.reversed .struck { text-decoration: line-through; color: ${theme.color.muted}; }
  .detail { display: block; margin-top: 2px; color: ${theme.color.muted}; font-size: 0.85rem; }
  button { padding: 5px 12px; font-size: 0.85rem; }
`;

const ReversedChip = statusChip({ [T.reversed]: 'neutral' });

/** The line actions the caller may take (the ledger's `can`): none given, no Action column. */
type Props = { lines: readonly LedgerLine[]; onReverse?: (line: LedgerLine) => void; onRefund?: (line: LedgerLine) => void };

function LineDetails({ line, lines }: { line: LedgerLine; lines: readonly LedgerLine[] }) {
  const reversed = reversedLine(line, lines);
  const money = line.kind !== 'reversal' && amountCents(line.amount) < 0;
  return (
    <>
      {line.kind === 'payment' && line.payment?.online && <OnlinePaymentFacts online={line.payment.online} method={LEDGER_PAYMENT_METHODS[line.payment.method]} />}
      {line.kind === 'payment' && line.payment && !line.payment.online && <span className="detail">{T.paymentBy(LEDGER_PAYMENT_METHODS[line.payment.method], line.payment.reference)}{line.payment.note && ` — ${line.payment.note}`}</span>}
      {reversed && !line.description.includes(reversed.description) && <span className="detail">{T.reverses(reversed.description || T.kinds[reversed.kind])}</span>}
      {line.reason && <span className="detail">{line.reason}</span>}
      {line.open !== null && !line.reversed && <span className="detail">{amountCents(line.open) > 0 ? T.open(usd(line.open)) : T.paid}</span>}
      {money && !line.reversed && (
        <span className="detail">
          <AllocationList items={allocationTexts(line.allocations, lines)} />
        </span>
      )}
    </>
  );
}

/** The ledger's lines, oldest first, with the running balance; each debt's open amount, where each payment went, reversed lines struck through. */
export function LedgerLines({ lines, onReverse, onRefund }: Props) {
  const actions = Boolean(onReverse || onRefund);
  const label = (line: LedgerLine) => `${line.description || T.kinds[line.kind]} ${formatUsDate(line.due_date)}`;
  return (
    <LinesCard aria-labelledby="ledger-lines">
      <h2 id="ledger-lines">{T.lines}</h2>
      {!lines.length ? (
        <p>{T.noLines}</p>
      ) : (
        <Scroll>
          <Table aria-labelledby="ledger-lines">
            <thead>
              <tr>
                <th>{T.headers.date}</th>
                <th>{T.headers.kind}</th>
                <th>{T.headers.description}</th>
                <th className="money">{T.headers.amount}</th>
                <th className="money">{T.headers.balance}</th>
                {actions && <th>{T.headers.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} className={line.reversed ? 'reversed' : undefined} data-kind={line.kind}>
                  <td className="date">{formatUsDate(line.due_date)}</td>
                  <td>
                    {lineTypeName(line)} {line.reversed && <ReversedChip status={T.reversed} />}
                  </td>
                  <td>
                    <span className="struck">{line.description}</span>
                    <LineDetails line={line} lines={lines} />
                  </td>
                  <td className="money struck">{usd(line.amount)}</td>
                  <td className="money">{usd(line.running_balance)}</td>
                  {actions && (
                    <td>
                      {onReverse && canReverse(line) && (
                        <SecondaryButton type="button" onClick={() => onReverse(line)} aria-label={`${T.reverse} ${label(line)}`}>
                          {T.reverse}
                        </SecondaryButton>
                      )}
                      {onRefund && canRefund(line) && (
                        <SecondaryButton type="button" onClick={() => onRefund(line)} aria-label={`${T.refund.action} ${label(line)}`}>
                          {T.refund.action}
                        </SecondaryButton>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </LinesCard>
  );
}
