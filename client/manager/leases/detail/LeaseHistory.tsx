import { styled } from 'styled-components';
import { leaseEventText } from '../../../../shared/leases/lease-event-texts';
import type { LeaseHistoryEvent } from '../../../../shared/leases/lease-types';
import { theme } from '../../../ui/theme';
import { formatDateTime } from '../../components/date-time';
import { Card } from '../../components/DetailCard';
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

/** What was done to the lease, oldest first: who did what, in the certificate's words, and when. */
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
              <span className="what">{leaseEventText(e)}</span>
              <span className="who">
                <time dateTime={e.occurred_at}>{formatDateTime(e.occurred_at)}</time>
              </span>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
