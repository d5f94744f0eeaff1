import { describe, expect, it } from '@jest/globals';
import { TICKET_ACTIONS, TICKET_MOVES, TICKET_TRANSITIONS, ticketCan, ticketChangeAction, ticketMoveTo } from '../../shared/tickets/lifecycle';
import { NEXT_STATUSES, OPEN_TICKET_STATUSES, canMove } from '../../shared/tickets/ticket-status';
import { TICKET_MESSAGES, TICKET_STATUSES } from '../../shared/tickets/ticket-texts';

describe('the ticket lifecycle table', () => {
  it('keeps the moves staff had: forward, back between working and waiting, reopen a Done one, cancel an open one', () => {
    expect(NEXT_STATUSES).toEqual({
      New: ['In progress', 'Waiting', 'Done', 'Cancelled'],
      'In progress': ['Waiting', 'Done', 'Cancelled'],
      Waiting: ['In progress', 'Done', 'Cancelled'],
      Done: ['In progress'],
      Cancelled: [],
    });
    expect(canMove('Cancelled', 'Cancelled')).toBe(true);
    expect(canMove('Cancelled', 'In progress')).toBe(false);
    expect(canMove('Done', 'Waiting')).toBe(false);
  });

  it('names the move between two statuses, an edit when the status stays, and none where the table has none', () => {
    expect(ticketMoveTo('New', 'In progress')).toBe('start');
    expect(ticketMoveTo('Done', 'In progress')).toBe('reopen');
    expect(ticketMoveTo('Waiting', 'Done')).toBe('finish');
    expect(ticketMoveTo('In progress', 'Cancelled')).toBe('cancel');
    expect(ticketChangeAction('Waiting', 'Waiting')).toBe('edit');
    expect(ticketChangeAction('Cancelled', 'Cancelled')).toBe('edit');
    expect(ticketChangeAction('Done', 'Cancelled')).toBeNull();
    expect(ticketChangeAction('In progress', 'New')).toBeNull();
  });

  it('has staff move and edit, the student report and reply; each row recorded as its event and refused in the spec words', () => {
    for (const action of TICKET_ACTIONS) {
      const row = TICKET_TRANSITIONS[action];
      for (const status of row.from) expect(TICKET_STATUSES).toContain(status);
      expect(row.by).toEqual(action === 'report' || action === 'reply' ? ['student'] : ['manager', 'maintenance']);
    }
    expect(TICKET_MOVES).toEqual(['start', 'reopen', 'wait', 'finish', 'cancel']);
    for (const action of [...TICKET_MOVES, 'edit'] as const) expect(TICKET_TRANSITIONS[action].event).toBe('ticket.update');
    expect(TICKET_TRANSITIONS.report.event).toBe('ticket.report');
    expect(TICKET_TRANSITIONS.finish.refusal('Cancelled')).toBe(TICKET_MESSAGES.badTransition('Cancelled', 'Done'));
    expect(TICKET_TRANSITIONS.reply.refusal()).toBe(TICKET_MESSAGES.closed);
    expect(OPEN_TICKET_STATUSES).toEqual(['New', 'In progress', 'Waiting']);
  });
});

describe('ticketCan: what a caller may do now', () => {
  it('lets staff take the moves from the status and always edit; a cancelled ticket only takes edits', () => {
    expect(ticketCan({ status: 'New' }, 'manager')).toEqual(['start', 'wait', 'finish', 'cancel', 'edit']);
    expect(ticketCan({ status: 'Waiting' }, 'maintenance')).toEqual(['start', 'finish', 'cancel', 'edit']);
    expect(ticketCan({ status: 'Done' }, 'maintenance')).toEqual(['reopen', 'edit']);
    expect(ticketCan({ status: 'Cancelled' }, 'manager')).toEqual(['edit']);
  });

  it('lets the student reply while the ticket is open, and nothing staff do', () => {
    for (const status of ['New', 'In progress', 'Waiting'] as const) expect(ticketCan({ status }, 'student')).toEqual(['reply']);
    for (const status of ['Done', 'Cancelled'] as const) expect(ticketCan({ status }, 'student')).toEqual([]);
  });
});
