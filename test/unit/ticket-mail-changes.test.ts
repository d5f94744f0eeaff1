import { describe, expect, it } from '@jest/globals';
import { gathersChange, parseTicketMailChanges, TICKET_MAIL_WINDOW_MS, ticketMailSendAfter, ticketMailValues, type TicketMailChange } from '../../shared/tickets/ticket-mail-changes';

describe('a ticket mail’s window (issue 45)', () => {
  const t0 = Date.parse('2026-11-29T10:00:00.000Z');

  it('is ten minutes from the first change, and gathers changes only while open', () => {
    const due = ticketMailSendAfter(t0);
    expect(due).toBe('2026-11-29T10:10:00.000Z');
    expect(gathersChange(due, t0 + 1)).toBe(true);
    expect(gathersChange(due, t0 + TICKET_MAIL_WINDOW_MS - 1)).toBe(true);
    expect(gathersChange(due, t0 + TICKET_MAIL_WINDOW_MS)).toBe(false);
    expect(gathersChange(null, t0)).toBe(false);
  });

  it('fills the event’s variables with the last status and every comment in order', () => {
    const changes: TicketMailChange[] = [
      { kind: 'status', status: 'In progress', reason: null },
      { kind: 'comment', author: 'Tess', text: 'Tuesday.', status: 'In progress' },
      { kind: 'status', status: 'Waiting for parts', reason: null },
      { kind: 'comment', author: 'Tess', text: 'Parts ordered.', status: 'Waiting for parts' },
    ];
    expect(ticketMailValues(changes)).toEqual({ ticket_status: 'Waiting for parts', ticket_comment: 'Tuesday.\n\nParts ordered.' });
    expect(ticketMailValues([])).toEqual({ ticket_status: '', ticket_comment: '' });
  });

  it('reads the stored changes, and none from a missing or broken column', () => {
    expect(parseTicketMailChanges(JSON.stringify([{ kind: 'status', status: 'Done', reason: null }]))).toEqual([{ kind: 'status', status: 'Done', reason: null }]);
    expect(parseTicketMailChanges(null)).toEqual([]);
    expect(parseTicketMailChanges('{oops')).toEqual([]);
    expect(parseTicketMailChanges('{"a":1}')).toEqual([]);
  });
});
