import { styled } from 'styled-components';
import type { LeaseHistoryEvent } from '../../../../shared/leases/lease-types';
import { theme } from '../../../ui/theme';
import { formatDateTime } from '../../components/date-time';
import { Card } from '../../components/DetailCard';
import { historyText } from '../lease-text';
import { LEASE_SCREEN_TEXTS as T } from '../texts';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  li { display: grid; gap: 2px; padding-left: 12px; border-left: 3px solid ${theme.color.border}; }
  .what { font-weight: 600; white-space: pre-line; overflow-wrap: anywhere; }
  .who { color: ${theme.color.muted}; font-size: 0.88rem; }
`;

/** What was done to the lease, oldest first: what, who, when. */
export function LeaseHistory({ events }: { events: readonly LeaseHistoryEvent[] }) {
  return (
    <Card aria-labelledby="lease-history">
      <h2 id="lease-history">History</h2>
      {events.length === 0 ? (
        <p style={{ margin: 0, color: theme.color.muted }}>{T.noHistory}</p>
      ) : (
        <List>
          {events.map((e, i) => (
            <li key={i}>
              <span className="what">{historyText(e)}</span>
              <span className="who">
                {e.actor_name} · <time dateTime={e.occurred_at}>{formatDateTime(e.occurred_at)}</time>
              </span>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
