import { styled } from 'styled-components';
import { theme } from '../../../ui/theme';
import { Card } from './Card';
import type { PlanSummary } from './ledger-rows';

const Columns = styled.div`
  display: grid;
  gap: 16px 28px;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 0.8fr);
  dd { text-align: right; font-variant-numeric: tabular-nums; }
  .none { margin: 0; color: ${theme.color.muted}; font-size: 0.9rem; }
  .total { font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; margin: 0; }
  @media (max-width: 760px) { grid-template-columns: minmax(0, 1fr); }
`;

/** Subtotals per account, what is due today and on approval, and the plan's total (spec §2), as the ledger stands now. */
export function PlanTotals({ summary }: { summary: PlanSummary }) {
  return (
    <Card aria-label="Totals">
      <h2>Totals</h2>
      <Columns>
        <section aria-label="Subtotals by account">
          <h3>Subtotals</h3>
          {summary.subtotals.length ? (
            <dl>
              {summary.subtotals.map((s) => (
                <div key={s.account} style={{ display: 'contents' }}>
                  <dt>{s.account}</dt>
                  <dd>{s.total}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="none">No ledger entries yet.</p>
          )}
        </section>
        <section aria-label="Due sums">
          <h3>Due</h3>
          <dl>
            <dt>Due Today</dt>
            <dd data-testid="due-today">{summary.dueToday}</dd>
            <dt>Due on Approval</dt>
            <dd data-testid="due-on-approval">{summary.dueOnApproval}</dd>
          </dl>
        </section>
        <section aria-label="Plan total">
          <h3>Total</h3>
          <p className="total" data-testid="plan-total">
            {summary.total}
          </p>
        </section>
      </Columns>
    </Card>
  );
}
