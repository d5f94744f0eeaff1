import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { managerRoute } from '../../../shared/alerts/manager-links';
import { SEASON_TEXTS as T } from '../../../shared/season-readiness/texts';
import type { PeriodReadiness, SeasonGap } from '../../../shared/season-readiness/types';
import { theme } from '../../ui/theme';
import { Card } from '../components/DetailCard';

const Panel = styled(Card)`
  margin-bottom: 16px;
  > p { margin: 0 0 12px; color: ${theme.color.muted}; max-width: 70ch; }
`;

const Periods = styled.div`
  display: grid;
  gap: 6px;
`;

/** One period: a one-line summary (name, steps done, the next step), its steps when opened. */
const Period = styled.details`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  > summary { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; padding: 8px 14px; cursor: pointer; }
  > summary::marker, > summary::-webkit-details-marker { color: ${theme.color.muted}; }
  h3 { display: inline-flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; margin: 0; font-size: 1rem; }
  h3 small { color: ${theme.color.muted}; font-weight: 400; font-size: 0.85rem; }
  .next { color: ${theme.color.muted}; font-size: 0.85rem; }
  > div { padding: 0 14px 12px 30px; }
  ol { margin: 0; padding-inline-start: 20px; display: grid; gap: 6px; }
  ol > li::marker { color: #B0144F; font-weight: 600; }
  ul { margin: 2px 0 0; padding: 0; list-style: none; display: grid; gap: 2px; }
  a, button { color: ${theme.color.action}; }
  button { border: 0; padding: 0; background: none; font: inherit; text-decoration: underline; cursor: pointer; text-align: start; }
  .done { margin: 8px 0 0; color: ${theme.color.muted}; font-size: 0.85rem; }
`;

const Ready = styled.p`
  margin: 10px 0 0;
  color: #2E7D0F;
`;

/** What the Lease Periods screen can do about a gap in place. */
export type GapFixes = { fix: (periodId: number, gap: Required<SeasonGap>['fix']) => void } | null;

function Gap({ gap, periodId, fixes }: { gap: SeasonGap; periodId: number; fixes: GapFixes }) {
  if (gap.fix && fixes)
    return (
      <button type="button" onClick={() => fixes.fix(periodId, gap.fix!)}>
        {gap.text}
      </button>
    );
  // A gap fixed on this screen is only text for someone who cannot change it here.
  if (gap.fix) return <>{gap.text}</>;
  return <Link to={managerRoute(gap.url)}>{gap.text}</Link>;
}

/**
 * Season readiness (issue 45): for each lease period of the property, the steps of preparing its
 * season still to do, numbered in the order a season is prepared, each with what is missing as links
 * to the screen that fixes it (or, for what this screen fixes, a button: assign templates, open to
 * leasing), and the steps done in one line under them. Each waiting period is one line (its name,
 * steps done and next step) until opened, so a company with many periods still sees its grid; a
 * ready period is one line.
 */
export function SeasonReadinessPanel({ periods, fixes }: { periods: readonly PeriodReadiness[]; fixes: GapFixes }) {
  const waiting = periods.filter((p) => !p.ready);
  const ready = periods.filter((p) => p.ready);
  if (!periods.length) return null;
  return (
    <Panel aria-labelledby="season-readiness-title" data-testid="season-readiness">
      <h2 id="season-readiness-title">{T.title}</h2>
      <p>{T.intro}</p>
      {waiting.length > 0 && (
        <Periods>
          {waiting.map((period) => {
            const next = period.steps.find((step) => !step.done);
            return (
              // Closed, a period is one line; a lone period waiting opens at once.
              <Period key={period.lease_period_id} open={waiting.length === 1} aria-labelledby={`season-${period.lease_period_id}`} data-testid="season-period">
                <summary>
                  <h3 id={`season-${period.lease_period_id}`}>
                    {period.lease_period_name}
                    <small>{T.stepsDone(period.steps.filter((step) => step.done).length, period.steps.length)}</small>
                  </h3>
                  {next && <span className="next">{T.next(next.title)}</span>}
                </summary>
                <div>
                  <ol>
                    {period.steps.map(
                      (step, i) =>
                        !step.done && (
                          <li key={step.key} value={i + 1} data-step={step.key}>
                            {step.title}
                            <ul>
                              {step.gaps.map((gap) => (
                                <li key={gap.text}>
                                  <Gap gap={gap} periodId={period.lease_period_id} fixes={fixes} />
                                </li>
                              ))}
                            </ul>
                          </li>
                        ),
                    )}
                  </ol>
                  {period.steps.some((step) => step.done) && (
                    <p className="done" data-testid="season-done">
                      {T.done}: {period.steps.filter((step) => step.done).map((step) => step.title).join(', ')}
                    </p>
                  )}
                </div>
              </Period>
            );
          })}
        </Periods>
      )}
      {ready.map((period) => (
        <Ready key={period.lease_period_id} data-testid="season-period-ready">
          <span aria-hidden="true">✓ </span>
          {T.ready(period.lease_period_name)}
        </Ready>
      ))}
    </Panel>
  );
}
