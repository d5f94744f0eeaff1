import { describe, expect, it } from '@jest/globals';
import { DEFAULT_TICKET_QUERY, isDefaultTicketQuery, propertiesNamed, readTicketQuery, ticketMatcher, writeTicketQuery, type TicketQuery } from '../../client/manager/tickets/list/ticket-query';
import { propertyChoices, ticketFields } from '../../client/manager/tickets/list/ticket-rows';
import { indexGridRows, shownGridRows } from '../../client/manager/components/grid-rows';
import type { TicketSummary } from '../../shared/tickets/ticket-types';

const NOW = new Date('2026-12-10T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const ME = 7;

const ticket = (id: number, over: Partial<TicketSummary>): TicketSummary => ({
  id,
  status: 'New',
  waiting_for: null,
  category: 'plumbing',
  urgent: false,
  description: `Problem ${id}`,
  location: 'Unit 4B, room B',
  property: { id: 1, name: 'The Rio on 24th' },
  unit: 'A 4B',
  assignee: null,
  created_at: daysAgo(0),
  version: 1,
  ...over,
});

const rows = [
  ticket(1, { urgent: true, created_at: daysAgo(0.5) }),
  ticket(2, { status: 'In progress', assignee: { id: ME, name: 'Max Fixer' }, created_at: daysAgo(5), category: 'electrical', description: 'Lights flicker' }),
  ticket(3, { status: 'Waiting', waiting_for: 'parts', assignee: { id: 8, name: 'Mia Manager' }, created_at: daysAgo(3.5), property: { id: 2, name: 'Speedway Place' }, unit: 'North 101' }),
  ticket(4, { status: 'Done', assignee: { id: ME, name: 'Max Fixer' }, created_at: daysAgo(10) }),
  ticket(5, { status: 'Cancelled', urgent: true, created_at: daysAgo(1) }),
];

const kept = (query: Partial<TicketQuery>) => rows.filter(ticketMatcher({ ...DEFAULT_TICKET_QUERY, ...query }, ME, NOW)).map((t) => t.id);

describe('the ticket list’s own filters', () => {
  it('shows the open tickets unless asked otherwise, one status, or all', () => {
    expect(kept({})).toEqual([1, 2, 3]);
    expect(kept({ status: 'all' })).toEqual([1, 2, 3, 4, 5]);
    expect(kept({ status: 'Waiting' })).toEqual([3]);
    expect(kept({ status: 'Done' })).toEqual([4]);
  });

  it('filters by assignee (me, nobody, a colleague), urgency, age and the alerts’ attention rule', () => {
    expect(kept({ status: 'all', assignee: 'me' })).toEqual([2, 4]);
    expect(kept({ status: 'all', assignee: 'nobody' })).toEqual([1, 5]);
    expect(kept({ assignee: 8 })).toEqual([3]);
    expect(kept({ status: 'all', urgent: true })).toEqual([1, 5]);
    // Reported more than N days ago.
    expect(kept({ status: 'all', older: 3 })).toEqual([2, 3, 4]);
    expect(kept({ status: 'all', older: 5 })).toEqual([4]);
    expect(kept({ status: 'all', older: 0 })).toEqual([1, 2, 3, 4, 5]);
    // Open, and urgent or older than three days: not the cancelled urgent one, nor the old done one.
    expect(kept({ attention: true })).toEqual([1, 2, 3]);
    expect(kept({ status: 'all', attention: true, assignee: 'nobody' })).toEqual([1]);
  });

  it('reads the URL’s filters, anything unknown as its default, and writes only what differs', () => {
    expect(readTicketQuery(new URLSearchParams(''))).toEqual(DEFAULT_TICKET_QUERY);
    expect(readTicketQuery(new URLSearchParams('status=New&assignee=me&urgent=1&older=4&attention=1'))).toEqual({ status: 'New', assignee: 'me', urgent: true, older: 4, attention: true });
    expect(readTicketQuery(new URLSearchParams('status=In%20progress&assignee=12'))).toMatchObject({ status: 'In progress', assignee: 12 });
    expect(readTicketQuery(new URLSearchParams('status=Fixed&assignee=someone&urgent=yes&older=-2'))).toEqual(DEFAULT_TICKET_QUERY);
    expect(readTicketQuery(new URLSearchParams('assignee=0'))).toEqual(DEFAULT_TICKET_QUERY);
    const written = writeTicketQuery({ ...DEFAULT_TICKET_QUERY, status: 'all', assignee: 'nobody', older: 3 }, new URLSearchParams('from-origin=1&urgent=1'));
    expect(written.toString()).toBe('from-origin=1&status=all&assignee=nobody&older=3');
    expect(readTicketQuery(written)).toEqual({ ...DEFAULT_TICKET_QUERY, status: 'all', assignee: 'nobody', older: 3 });
    expect(isDefaultTicketQuery(DEFAULT_TICKET_QUERY)).toBe(true);
    expect(isDefaultTicketQuery({ ...DEFAULT_TICKET_QUERY, urgent: true })).toBe(false);
  });

  it('chooses the properties a link names, of the company’s own', () => {
    expect(propertiesNamed(new URLSearchParams(''), [1, 2, 3])).toBeNull();
    expect(propertiesNamed(new URLSearchParams('property=3,1,99,x'), [1, 2, 3])).toEqual([1, 3]);
    expect(propertiesNamed(new URLSearchParams('property=99'), [1, 2, 3])).toEqual([]);
  });
});

describe('the ticket list’s columns', () => {
  const fields = ticketFields(NOW);
  const shown = (filters: Record<string, string>, sort?: { columnKey: string; direction: 'ASC' | 'DESC' }) => shownGridRows(indexGridRows(rows, fields), fields, filters, sort).map((t) => t.id);

  it('shows the category’s label, the status as the student reads it, nobody, the age in days and the day reported', () => {
    const [first, second, third] = indexGridRows(rows, fields);
    expect(first!.text).toMatchObject({ ticket: '#1 Problem 1', category: 'Plumbing', urgent: 'Urgent', status: 'New', assignee: 'Nobody', age: 'Today' });
    expect(second!.text).toMatchObject({ category: 'Electrical', urgent: '', status: 'In progress', assignee: 'Max Fixer', age: '5 days', reported: '12/05/2026' });
    expect(third!.text).toMatchObject({ status: 'Waiting for parts', age: '3 days', unit: 'North 101' });
  });

  it('filters by the number, the words, the unit or the place the student wrote, and sorts age and urgency by value', () => {
    expect(shown({ ticket: '#2' })).toEqual([2]);
    expect(shown({ ticket: 'flicker' })).toEqual([2]);
    expect(shown({ unit: 'room b' })).toEqual([1, 2, 3, 4, 5]);
    expect(shown({ unit: 'north' })).toEqual([3]);
    expect(shown({ category: 'Electrical' })).toEqual([2]);
    expect(shown({ property: 'Speedway Place' })).toEqual([3]);
    expect(shown({}, { columnKey: 'age', direction: 'DESC' })).toEqual([4, 2, 3, 5, 1]);
    expect(shown({}, { columnKey: 'urgent', direction: 'DESC' })).toEqual([1, 5, 2, 3, 4]);
    expect(shown({}, { columnKey: 'status', direction: 'ASC' })).toEqual([1, 2, 3, 4, 5]);
    expect(propertyChoices(rows)).toEqual(['Speedway Place', 'The Rio on 24th']);
  });

  it('keeps the screen’s own filters together with the columns’', () => {
    const index = indexGridRows(rows, fields);
    const open = ticketMatcher(DEFAULT_TICKET_QUERY, ME, NOW);
    expect(shownGridRows(index, fields, { category: 'Plumbing' }, undefined, undefined, open).map((t) => t.id)).toEqual([1, 3]);
    expect(shownGridRows(index, fields, {}, { columnKey: 'age', direction: 'ASC' }, undefined, open).map((t) => t.id)).toEqual([1, 3, 2]);
  });
});
