import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { statusLabel, TICKET_CATEGORIES, type TicketStatus } from '../../../../shared/tickets/ticket-texts';
import type { Ticket } from '../../../../shared/tickets/ticket-types';
import { api } from '../../api';
import { DIALOG_FADE_MS } from '../../components/DialogFade';
import { DetailBar, DetailPage } from '../../components/DetailPage';
import { MessageLog } from '../../components/MessageLog';
import { useFadingDialog } from '../../components/use-fading-dialog';
import { RecordLoading, useLoadAll } from '../../components/use-load';
import { useSubmit } from '../../components/use-submit';
import { useManager } from '../../context';
import { TICKET_TEXTS as T } from '../texts';
import { TicketStatusChip, UrgentChip } from '../TicketStatusChip';
import { ticketsApi, type TicketChange } from '../tickets-api';
import { CancelTicketDialog } from './CancelTicketDialog';
import { reloadOnConflict } from './ticket-change';
import { TicketComments } from './TicketComments';
import { TicketPhotos } from './TicketPhotos';
import { TicketReport } from './TicketReport';
import { TicketWork } from './TicketWork';
import { WaitingDialog } from './WaitingDialog';

// The status and urgency beside the title, under it on a phone.
const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 10px;
  h1 { margin: 0; }
`;

/**
 * One maintenance ticket (issue 29): the student's report and photos, who works it and where it
 * stands (assign, move; Waiting and Cancel ask more in a dialog), the comments and the photos of the
 * work done. Every change is sent with the version on screen; a colleague's change in between is
 * said, and the ticket loaded again with nothing typed lost.
 */
export function TicketScreen() {
  const id = Number(useParams().id);
  const { me, notify, setCounts } = useManager();
  const load = useLoadAll(`ticket-${id}`, { ticket: (signal) => ticketsApi.one(id, signal), assignees: (signal) => ticketsApi.assignees(signal) });
  const { reload } = load;
  const submission = useSubmit({ failed: T.saveFailed, refused: reloadOnConflict(reload) });
  const dialogs = useFadingDialog<'Waiting' | 'Cancelled'>(DIALOG_FADE_MS);
  if (!load.data) return <RecordLoading load={load} notFound={T.notFound} loadFailed={T.loadFailed} />;

  const { ticket, assignees } = load.data;
  const shown = (next: Ticket) => load.update((d) => ({ ...d, ticket: next }));
  // The navigation counts the New tickets nobody has taken.
  const changed = (next: Ticket, text: string) => {
    shown(next);
    notify({ tone: 'success', text });
    void api.counts().then(setCounts, () => undefined);
  };
  const change = (body: Omit<TicketChange, 'version'>, text: (next: Ticket) => string) =>
    void submission.submit(
      () => ({ send: () => ticketsApi.change(ticket.id, { ...body, version: ticket.version }) }),
      (next) => {
        submission.reset();
        changed(next, text(next));
      },
    )();
  const moved = (next: Ticket) => T.moved(statusLabel(next.status, next.waiting_for));
  const move = (status: TicketStatus) => (status === 'Waiting' || status === 'Cancelled' ? dialogs.open(status) : change({ status }, moved));
  const dialogSaved = (next: Ticket) => {
    dialogs.close();
    changed(next, moved(next));
  };

  return (
    <DetailPage>
      <DetailBar>
        <Title>
          <h1>{T.title(ticket.id, TICKET_CATEGORIES[ticket.category])}</h1>
          <TicketStatusChip status={ticket.status} waitingFor={ticket.waiting_for} />
          {ticket.urgent && <UrgentChip />}
        </Title>
      </DetailBar>
      <TicketReport ticket={ticket} />
      <TicketWork
        key={ticket.assignee?.id ?? 'nobody'}
        ticket={ticket}
        assignees={assignees}
        meId={me.id}
        busy={submission.saving}
        conflict={submission.conflict}
        errors={submission.errors}
        onDismissConflict={() => submission.setConflict(null)}
        onAssign={(assigneeId) => change({ assignee_id: assigneeId }, (next) => T.assigned(next.assignee?.name ?? null))}
        onMove={move}
      />
      <TicketPhotos
        ticket={ticket}
        onAdded={(next) => {
          shown(next);
          notify({ tone: 'success', text: T.photoAdded });
        }}
      />
      <TicketComments
        ticket={ticket}
        onAdded={(next) => {
          shown(next);
          notify({ tone: 'success', text: T.commentAdded });
        }}
      />
      <MessageLog userId={ticket.student.id} refresh={`${ticket.status}:${ticket.waiting_for ?? ''}:${ticket.comments.length}`} />
      {dialogs.dialog?.mode === 'Waiting' && <WaitingDialog key={dialogs.dialog.key} ticket={ticket} closing={dialogs.dialog.closing} onClose={dialogs.close} onSaved={dialogSaved} onConflict={reload} />}
      {dialogs.dialog?.mode === 'Cancelled' && <CancelTicketDialog key={dialogs.dialog.key} ticket={ticket} closing={dialogs.dialog.closing} onClose={dialogs.close} onSaved={dialogSaved} onConflict={reload} />}
    </DetailPage>
  );
}
