import { styled } from 'styled-components';
import type { Ledger } from '../../../../shared/ledger/ledger-types';
import { theme } from '../../../ui/theme';
import { Card } from '../../components/DetailCard';
import { amountCents, usd } from '../money-text';
import { COLLECTION_TEXTS, LEDGER_TEXTS as T } from '../texts';
import { AGING_BUCKETS } from '../../../../shared/ledger/ledger-view';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 12px;
  margin: 0;
  div { display: grid; gap: 2px; }
  dt { color: ${theme.color.muted}; font-size: 0.85rem; }
  dd { margin: 0; font-size: 1.05rem; font-variant-numeric: tabular-nums; }
  .main dd { font-size: 1.35rem; font-weight: 700; }
  .late dd { color: #A3124B; font-weight: 600; }
`;

/** The balance, what is past due and how late, of one ledger. */
export function LedgerSummary({ ledger }: { ledger: Ledger }) {
  const late = (amount: string) => (amountCents(amount) > 0 ? 'late' : undefined);
  return (
    <Card aria-labelledby="ledger-summary">
      <h2 id="ledger-summary">{T.summary}</h2>
      <Figures>
        <div className="main" data-testid="ledger-balance">
          <dt>{T.balance}</dt>
          <dd>{usd(ledger.balance)}</dd>
        </div>
        <div className={late(ledger.past_due) ?? 'main'}>
          <dt>{T.pastDue}</dt>
          <dd>{usd(ledger.past_due)}</dd>
        </div>
        {AGING_BUCKETS.map((bucket) => (
          <div key={bucket} className={bucket === 'current' || bucket === 'not_yet_due' ? undefined : late(ledger.aging[bucket])}>
            <dt>{COLLECTION_TEXTS.columns[bucket]}</dt>
            <dd>{usd(ledger.aging[bucket])}</dd>
          </div>
        ))}
      </Figures>
    </Card>
  );
}
