import type { Column } from 'react-data-grid';
import { Link } from 'react-router-dom';
import type { TicketSummary } from '../../../../shared/tickets/ticket-types';
import type { FilterGridState } from '../../components/FilterGrid';
import { fittedColumns, LinkCell } from '../../components/grid-columns';
import { ticketPaths } from '../paths';
import { TicketStatusChip, UrgentChip } from '../TicketStatusChip';
import type { TicketColumnKey, ticketFields } from './ticket-rows';

const CELLS: Partial<Record<TicketColumnKey, Column<TicketSummary>['renderCell']>> = {
  ticket: ({ row }) => (
    // The number is the row's link to the ticket; what the student wrote is under it.
    <LinkCell>
      <Link to={ticketPaths.detail(row.id)}>#{row.id}</Link>
      <span>{row.description}</span>
    </LinkCell>
  ),
  urgent: ({ row }) => (row.urgent ? <UrgentChip /> : null),
  status: ({ row }) => <TicketStatusChip status={row.status} waitingFor={row.waiting_for} />,
};

// Every column in view on a 1280 px screen beside the navigation (about 1,020 px of grid).
const MIN_WIDTHS: Record<TicketColumnKey, number> = { ticket: 160, status: 150, urgent: 86, category: 112, property: 120, unit: 110, assignee: 105, age: 70, reported: 105 };
// A narrow grid keeps the minimums and scrolls sideways, the ticket in view; on a phone the ticket and its status fill the screen.
const FREEZE = { keys: ['ticket'], from: 600 } as const;
// Status, assignee, urgency and age are the filter bar's; the other columns filter under their header.
const FILTERED: readonly TicketColumnKey[] = ['ticket', 'property', 'unit', 'category', 'reported'];

/** The list's columns: sortable, resizable, most filterable; the number opens the ticket. */
export function ticketColumns(grid: FilterGridState<TicketSummary>, fields: ReturnType<typeof ticketFields>): Column<TicketSummary>[] {
  return fittedColumns({ fields, widths: MIN_WIDTHS, width: grid.width, header: grid.header, filtered: FILTERED, cells: CELLS, frozen: FREEZE, spare: 'ticket' });
}
