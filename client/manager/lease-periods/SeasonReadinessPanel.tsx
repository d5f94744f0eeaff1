import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { managerRoute } from '../../../shared/alerts/manager-links';
import { SEASON_TEXTS as T } from '../../../shared/season-readiness/texts';
import type { PeriodReadiness, SeasonGap } from '../../../shared/season-readiness/types';
import { theme } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Card } from '../components/DetailCard';

const Panel = styled(Card)`
  margin-bottom: 16px;
  > p { margin: 0 0 12px; color: ${theme.color.muted}; max-width: 70ch; }
`;

const Periods = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  align-items: start;
`;

const Period = styled.section`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 12px 14px;
  h3 { margin: 0 0 8px; font-size: 1rem; }
  ol { margin: 0; padding: 0; list-style: none; display: grid; gap: 6px; }
  li[data-done] > span:first-child { color: #2E7D0F; }
  li:not([data-done]) > span:first-child { color: #B0144F; }
  ul { margin: 4px 0 0 22px; padding: 0; display: grid; gap: 4px; }
  a, button { color: ${theme.color.action}; }
  button { border: 0; padding: 0; background: none; font: inherit; text-decoration: underline; cursor: pointer; text-align: start; }
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
 * season in order, each done or with what is missing, as links to the screen that fixes it (or, for
 * what this screen fixes, a button: assign templates, open to leasing). A ready period is one line.
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
          {waiting.map((period) => (
            <Period key={period.lease_period_id} aria-labelledby={`season-${period.lease_period_id}`} data-testid="season-period">
              <h3 id={`season-${period.lease_period_id}`}>{period.lease_period_name}</h3>
              <ol>
                {period.steps.map((step) => (
                  <li key={step.key} {...(step.done && { 'data-done': '' })} data-step={step.key}>
                    <span aria-hidden="true">{step.done ? '✓' : '○'}</span> {step.title}
                    <VisuallyHidden>{step.done ? ': done' : ': missing'}</VisuallyHidden>
                    {!step.done && (
                      <ul>
                        {step.gaps.map((gap) => (
                          <li key={gap.text}>
                            <Gap gap={gap} periodId={period.lease_period_id} fixes={fixes} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            </Period>
          ))}
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
