import { styled } from 'styled-components';
import { MY_LEASE_TEXTS as T } from '../../../shared/leases/my-lease-texts';
import type { PlanSchedule as Schedule } from '../../../shared/leases/student-lease';
import { theme } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption { text-align: left; font-weight: 600; padding: 0 0 6px; color: ${theme.color.muted}; font-size: 0.9rem; }
  th { text-align: left; font-weight: 600; color: ${theme.color.muted}; font-size: 0.85rem; }
  th, td { padding: 7px 8px; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; }
  .money { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  .due { white-space: nowrap; }
  .label { display: none; }
  /* A phone cannot fit five columns: each entry becomes a small card (due and amount, then what it is). */
  @media (max-width: 640px) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    tr { display: grid; grid-template-columns: 1fr auto; gap: 2px 12px; padding: 9px 2px; border-bottom: 1px solid ${theme.color.border}; }
    td { padding: 0; border: 0; }
    .due { grid-column: 1; grid-row: 1; font-weight: 600; }
    .money { grid-column: 2; grid-row: 1; }
    .money:empty { display: none; }
    .money:not(:empty) ~ .money:not(:empty) { grid-row: 2; }
    .description { grid-column: 1; }
    .account { grid-column: 1; color: ${theme.color.muted}; font-size: 0.88rem; }
    .label { display: inline; color: ${theme.color.muted}; font-size: 0.8rem; margin-right: 6px; }
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 0;
  margin: 12px 0 0;
  max-width: 26rem;
  margin-left: auto;
  dt { color: ${theme.color.muted}; padding-right: 16px; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  .sep { border-top: 1px solid ${theme.color.border}; padding-top: 6px; }
  .total { font-weight: 700; color: inherit; font-size: 1.1rem; border-top: 1px solid ${theme.color.border}; padding-top: 6px; }
`;

/** A plan's entries in ledger order and its totals (subtotals by account, Due Today, Due on Approval, total). */
export function PlanSchedule({ name, schedule }: { name: string; schedule: Schedule }) {
  const c = T.columns;
  return (
    <>
      <Table>
        <caption>
          {T.scheduleCaption}
          <VisuallyHidden>: {name}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{c.due}</th>
            <th scope="col">{c.description}</th>
            <th scope="col">{c.account}</th>
            <th scope="col" className="money">{c.charge}</th>
            <th scope="col" className="money">{c.credit}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.rows.map((row, i) => (
            <tr key={i}>
              <td className="due">{row.due}</td>
              <td className="description">{row.description}</td>
              <td className="account">{row.account}</td>
              <td className="money">{row.charge && <><span className="label">{c.charge}</span>{row.charge}</>}</td>
              <td className="money">{row.credit && <><span className="label">{c.credit}</span>{row.credit}</>}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Totals aria-label={T.totals.heading}>
        {schedule.subtotals.map((s) => (
          <div key={s.account} style={{ display: 'contents' }}>
            <dt>{s.account}</dt>
            <dd>{s.total}</dd>
          </div>
        ))}
        <dt className="sep">{T.totals.dueToday}</dt>
        <dd className="sep">{schedule.dueToday}</dd>
        <dt>{T.totals.dueOnApproval}</dt>
        <dd>{schedule.dueOnApproval}</dd>
        <dt className="total">{T.totals.total}</dt>
        <dd className="total" data-testid="plan-total">{schedule.total}</dd>
      </Totals>
    </>
  );
}
