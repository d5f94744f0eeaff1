import { useState } from 'react';
import { styled } from 'styled-components';
import { formatUsDate } from '../../../shared/dates';
import { formatDateTime } from '../components/date-time';
import { canCloseRequest } from '../../../shared/reservations/request-state';
import { RESERVATION_MESSAGES as M } from '../../../shared/reservations/request-texts';
import { withDetail } from '../../api/error-details';
import { VerifiedBadge } from '../../ui/VerifiedBadge';
import { StackList as List } from '../../ui/StackList';
import { theme } from '../../ui/theme';
import type { MessageRow, ReservationRow } from '../../../shared/types/manager';
import { api } from '../api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SecondaryButton } from '../components/Dialog';
import { Loading, useLoad } from '../components/use-load';
import { useManager } from '../context';
import { ReservationAnswer, ReservationStateChip } from '../reservations/ReservationAnswer';
import { fullName } from '../../../shared/people';

const Item = styled.li<{ $unread: boolean }>`
  background: #fff;
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  border-left: 4px solid ${({ $unread }) => ($unread ? theme.color.action : 'transparent')};
  details { padding: 14px 16px; }
  summary { cursor: pointer; display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: baseline; }
  summary strong { font-weight: ${({ $unread }) => ($unread ? 700 : 500)}; }
  summary span { color: ${theme.color.muted}; font-size: 0.9rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 14px; margin: 12px 0 0; }
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; white-space: pre-wrap; }
  .close { margin-top: 12px; }
`;

/** What the student asked for: the property, and the lease period when they chose one. */
const asked = (r: ReservationRow) => (r.lease_period_name ? `${r.property_name} · ${r.lease_period_name}` : r.property_name);

/** The screen's list, loaded once; a failure is said in the snackbar. */
function useList<T>(key: string, fetch: (signal: AbortSignal) => Promise<T[]>, failText: string) {
  const { notify } = useManager();
  return useLoad(key, fetch, { onFailed: () => notify({ tone: 'error', text: failText }) });
}

/**
 * Reservation requests students made, each with how it was answered (an application, its lease) and
 * for an open one a Close that asks first; opening a row marks it opened.
 */
export function ReservationsScreen() {
  const { setCounts, canWrite, notify } = useManager();
  const load = useList('reservations', api.reservations, M.loadFailed);
  const [closing, setClosing] = useState<ReservationRow | null>(null);
  // Marking as opened is for managers; maintenance staff only read.
  const open = async (row: ReservationRow) => {
    if (row.opened_at || !canWrite) return;
    setCounts(await api.openReservation(row.id));
    load.update((all) => all.map((r) => (r.id === row.id ? { ...r, opened_at: new Date().toISOString() } : r)));
  };
  const close = async (row: ReservationRow) => {
    setClosing(null);
    try {
      const closed = await api.closeReservation(row.id);
      load.update((all) => all.map((r) => (r.id === row.id ? closed : r)));
      notify({ tone: 'success', text: M.closed });
      setCounts(await api.counts());
    } catch (err) {
      notify({ tone: 'error', text: withDetail(M.closeFailed, err) });
    }
  };
  const rows = load.data;
  if (!rows) return <Loading load={load} failed={M.loadFailed}>{() => null}</Loading>;
  if (!rows.length) return <p>No reservation requests yet.</p>;
  return (
    <>
      <List>
        {rows.map((r) => (
          <Item key={r.id} $unread={!r.opened_at} data-testid="reservation-row">
            <details onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && void open(r)}>
              <summary>
                <strong>
                  {r.first_name} {r.last_name}
                </strong>
                <span>{asked(r)}</span>
                <span>{formatDateTime(r.created_at)}</span>
                <VerifiedBadge verified={r.email_verified} />
                <ReservationStateChip status={r.state} />
              </summary>
              <dl>
                <dt>Email</dt>
                <dd>{r.email}</dd>
                <dt>Phone</dt>
                <dd>{r.cell_phone || '—'}</dd>
                <dt>Dates</dt>
                <dd>{r.start_date && r.end_date ? `${formatUsDate(r.start_date)} – ${formatUsDate(r.end_date)}` : '—'}</dd>
                <dt>Answer</dt>
                <dd>
                  <ReservationAnswer row={r} links={canWrite} />
                </dd>
              </dl>
              {canWrite && canCloseRequest(r) && (
                <SecondaryButton type="button" className="close" onClick={() => setClosing(r)}>
                  Close request
                </SecondaryButton>
              )}
            </details>
          </Item>
        ))}
      </List>
      {closing && <ConfirmDialog question={M.closeQuestion(fullName(closing.first_name, closing.last_name), asked(closing))} onAgree={() => void close(closing)} onDisagree={() => setClosing(null)} />}
    </>
  );
}

/** Contact form messages of the company and its properties; opening one marks it read. */
export function MessagesScreen() {
  const { setCounts, canWrite } = useManager();
  const load = useList('messages', api.messages, "Couldn't load messages");
  const read = async (row: MessageRow) => {
    if (row.read_at || !canWrite) return;
    setCounts(await api.readMessage(row.id));
    load.update((all) => all.map((m) => (m.id === row.id ? { ...m, read_at: new Date().toISOString() } : m)));
  };
  const rows = load.data;
  if (!rows) return <Loading load={load} failed="Couldn't load messages">{() => null}</Loading>;
  if (!rows.length) return <p>No messages yet.</p>;
  return (
    <List>
      {rows.map((m) => (
        <Item key={m.id} $unread={!m.read_at} data-testid="message-row">
          <details onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && void read(m)}>
            <summary>
              <strong>{m.name}</strong>
              <span>{m.property_name ?? 'Company'}</span>
              <span>{formatDateTime(m.created_at)}</span>
            </summary>
            <dl>
              <dt>Email</dt>
              <dd>{m.email}</dd>
              <dt>Phone</dt>
              <dd>{m.phone_number}</dd>
              <dt>Message</dt>
              <dd>{m.message}</dd>
            </dl>
          </details>
        </Item>
      ))}
    </List>
  );
}
