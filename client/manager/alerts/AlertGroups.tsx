import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { AlertGroup } from '../../../shared/alerts/alert-types';
import { managerRoute } from '../../../shared/alerts/manager-links';
import { theme } from '../../ui/theme';
import { CountBadge } from '../components/CountBadge';
import { Card } from '../components/DetailCard';
import { SecondaryButton } from '../components/Dialog';
import { useRetryExecution } from '../leases/use-retry-execution';
import { ALERT_TEXTS as T } from './texts';

const Groups = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  align-items: start;
`;

const Group = styled(Card)`
  h3 { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; margin: 0 0 10px; font-size: 1.05rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
  li a { overflow-wrap: anywhere; }
  .more { display: inline-block; margin-top: 10px; font-weight: 600; }
`;

const Action = styled(SecondaryButton)`
  display: block;
  margin-top: 6px;
  padding: 4px 14px;
`;

/** Retry beside a lease that could not be finalized: the alert goes once it executes. */
function RetryButton({ leaseId, onSettled }: { leaseId: number; onSettled: () => void }) {
  const retrying = useRetryExecution(onSettled);
  return (
    <Action type="button" onClick={() => void retrying.retry(leaseId)} disabled={retrying.busy}>
      {retrying.label}
    </Action>
  );
}

const Count = styled(CountBadge)`
  font-size: 0.9rem;
`;

const Clear = styled.p`
  margin: 16px 0 0;
  color: ${theme.color.muted};
`;

/**
 * The alerts as cards, in the kinds' order: each with its count, its first records (each a link to
 * its screen) and, when there are more, the list to work them from. The kinds with nothing waiting
 * are named in one line under them, so an empty card never takes the place of work. A record with an
 * action offers it beside its link (Retry a lease that could not be finalized); `onChanged` follows it.
 */
export function AlertGroups({ groups, onChanged }: { groups: readonly AlertGroup[]; onChanged: () => void }) {
  const waiting = groups.filter((g) => g.count > 0);
  const clear = groups.filter((g) => g.count === 0);
  return (
    <>
      {waiting.length ? (
        <Groups>
          {waiting.map((group) => {
            const kind = T.kinds[group.kind];
            const rest = group.count - group.items.length;
            return (
              <Group key={group.kind} aria-labelledby={`alert-${group.kind}`} data-testid={`alert-${group.kind}`}>
                <h3 id={`alert-${group.kind}`}>
                  {kind.title}
                  <Count>{group.count.toLocaleString('en-US')}</Count>
                </h3>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <Link to={managerRoute(item.url)}>{item.label}</Link>
                      {item.action === 'retry_execution' && <RetryButton leaseId={item.id} onSettled={onChanged} />}
                    </li>
                  ))}
                </ul>
                {rest > 0 && (
                  <Link className="more" to={kind.list}>
                    {T.more(rest)}: {T.openList}
                  </Link>
                )}
              </Group>
            );
          })}
        </Groups>
      ) : (
        <p data-testid="alerts-clear">{T.allClear}</p>
      )}
      {waiting.length > 0 && clear.length > 0 && (
        <Clear data-testid="alerts-nothing-waiting">
          {T.nothingWaiting} {clear.map((g) => T.kinds[g.kind].title).join('; ')}.
        </Clear>
      )}
    </>
  );
}
