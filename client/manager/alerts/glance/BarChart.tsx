import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { managerRoute } from '../../../../shared/alerts/manager-links';
import { theme } from '../../../ui/theme';
import { ChartTable, Figure } from './chart-parts';
import { TRACK } from './colors';

export type Bar = { key: string; label: string; value: number; text: string; color: string; url: string | null };

const Bars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  .bar { display: grid; grid-template-columns: minmax(84px, 8.5rem) minmax(40px, 1fr) auto; gap: 10px; align-items: center; padding: 4px 6px; margin: 0 -6px; border-radius: 6px; color: ${theme.color.text}; text-decoration: none; }
  a.bar:hover, a.bar:focus-visible { background: #E8EEFF; }
  a.bar:focus-visible { outline: 2px solid ${theme.color.action}; outline-offset: 1px; }
  svg { display: block; width: 100%; height: 14px; }
  .value { font-variant-numeric: tabular-nums; white-space: nowrap; }
  a.bar .value { color: ${theme.color.action}; text-decoration: underline; }
  /* On a phone the label and value share a line, the bar gets the next. */
  @media (max-width: 480px) {
    .bar { grid-template-columns: 1fr auto; grid-template-areas: 'label value' 'bar bar'; row-gap: 4px; }
    .label { grid-area: label; }
    .value { grid-area: value; }
    svg { grid-area: bar; }
  }
`;

type Props = {
  title: string;
  intro: string;
  head: readonly [string, string];
  bars: readonly Bar[];
  testId: string;
  /** The value of a full bar (a rate's 100); the longest bar's unless given. */
  max?: number;
  /** A bar at 0 still opens its list (a period's residents, none renewed yet). */
  linkEmpty?: boolean;
};

/**
 * A horizontal bar chart: one bar a row, as long as its value against the longest, with its label
 * and value beside it; a bar with a list behind it is a link to that list (its name is its label
 * and value), unless it is empty. The table under it is the chart for screen readers.
 */
export function BarChart({ title, intro, head, bars, testId, max, linkEmpty = false }: Props) {
  const most = max ?? Math.max(1, ...bars.map((b) => b.value));
  return (
    <Figure data-testid={testId}>
      <figcaption>{title}</figcaption>
      <p className="intro">{intro}</p>
      <Bars>
        {bars.map((bar) => {
          // A bar above nothing still shows: at least a sliver.
          const length = bar.value > 0 ? Math.max(1.5, (100 * bar.value) / most) : 0;
          const inside = (
            <>
              <span className="label">{bar.label}</span>
              <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <rect width="100" height="10" rx="1" fill={TRACK} />
                <rect width={length} height="10" rx="1" fill={bar.color} />
              </svg>
              <span className="value">{bar.text}</span>
            </>
          );
          return (
            <li key={bar.key}>
              {bar.url && (bar.value || linkEmpty) ? (
                <Link className="bar" to={managerRoute(bar.url)}>
                  {inside}
                </Link>
              ) : (
                <div className="bar">{inside}</div>
              )}
            </li>
          );
        })}
      </Bars>
      <ChartTable caption={title} head={head} rows={bars.map((b) => [b.label, b.text] as const)} />
    </Figure>
  );
}
