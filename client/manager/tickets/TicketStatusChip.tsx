import { statusLabel, type TicketStatus, type WaitingFor } from '../../../shared/tickets/ticket-texts';
import { Chip, TONES, type Tone } from '../components/Chip';
import { TICKET_LIST_TEXTS as T } from './texts';

const STATUS_TONES: Record<TicketStatus, Tone> = { New: 'info', 'In progress': 'violet', Waiting: 'warning', Done: 'success', Cancelled: 'neutral' };

/** A ticket's status as a coloured chip, saying what a waiting ticket waits for. */
export function TicketStatusChip({ status, waitingFor }: { status: TicketStatus; waitingFor: WaitingFor | null }) {
  return <Chip $colors={TONES[STATUS_TONES[status]]}>{statusLabel(status, waitingFor)}</Chip>;
}

/** An urgent ticket's mark. */
export function UrgentChip() {
  return <Chip $colors={TONES.danger}>{T.urgent}</Chip>;
}
