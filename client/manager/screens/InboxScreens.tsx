import { useState, type ReactNode } from 'react';
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
import { Loading, useLoad, type Load } from '../components/use-load';
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

/** One entry of an inbox: its summary line, and what it says once opened; `onOpen` is told when it opens (to mark it read). */
function InboxItem({ unread, testId, onOpen, summary, children }: { unread: boolean; testId: string; onOpen: () => void; summary: ReactNode; children: ReactNode }) {
  return (
    <Item $unread={unread} data-testid={testId}>
      <details onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && onOpen()}>
        <summary>{summary}</summary>
        {children}
      </details>
    </Item>
  );
}

/** An inbox: busy or failed until it has loaded, its empty text, else one entry a row. */
function Inbox<T>({ load, failed, empty, children }: { load: Load<T[]>; failed: string; empty: string; children: (row: T) => ReactNode }) {
  const rows = load.data;
  if (!rows) return <Loading load={load} failed={failed}>{() => null}</Loading>;
  if (!rows.length) return <p>{empty}</p>;
  return <List>{rows.map(children)}</List>;
}

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
  return (
    <>
      <Inbox load={load} failed={M.loadFailed} empty="No reservation requests yet.">
        {(r) => (
          <InboxItem
            key={r.id}
            unread={!r.opened_at}
            testId="reservation-row"
            onOpen={() => void open(r)}
            summary={
              <>
                <strong>
                  {r.first_name} {r.last_name}
                </strong>
                <span>{asked(r)}</span>
                <span>{formatDateTime(r.created_at)}</span>
                <VerifiedBadge verified={r.email_verified} />
                <ReservationStateChip status={r.state} />
              </>
            }
          >
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
          </InboxItem>
        )}
      </Inbox>
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
  return (
    <Inbox load={load} failed="Couldn't load messages" empty="No messages yet.">
      {(m) => (
        <InboxItem
          key={m.id}
          unread={!m.read_at}
          testId="message-row"
          onOpen={() => void read(m)}
          summary={
            <>
              <strong>{m.name}</strong>
              <span>{m.property_name ?? 'Company'}</span>
              <span>{formatDateTime(m.created_at)}</span>
            </>
          }
        >
          <dl>
            <dt>Email</dt>
            <dd>{m.email}</dd>
            <dt>Phone</dt>
            <dd>{m.phone_number}</dd>
            <dt>Message</dt>
            <dd>{m.message}</dd>
          </dl>
        </InboxItem>
      )}
    </Inbox>
  );
}
