import { isOpenTicket, ticketNeedsAttention } from '../../../../shared/tickets/ticket-status';
import { TICKET_STATUSES, type TicketStatus } from '../../../../shared/tickets/ticket-texts';
import type { TicketSummary } from '../../../../shared/tickets/ticket-types';

/**
 * The ticket list's own filters, kept in the page's URL so a link can open the list filtered
 * (Alerts links `?attention=1`):
 * - `status`: `open` (New, In progress or Waiting; the default), `all`, or one status (`New`, `In progress`, …);
 * - `assignee`: `me`, `nobody`, or a colleague's user id;
 * - `urgent=1`: urgent tickets only;
 * - `older=N`: reported more than N days ago;
 * - `attention=1`: open tickets that are urgent or older than TICKET_ALERT_DAYS (the alerts' rule);
 * - `property=ID[,ID…]`: chooses those properties in the manager area's selection, then leaves the URL.
 */
export type TicketQuery = {
  status: 'open' | 'all' | TicketStatus;
  assignee: 'me' | 'nobody' | number | null;
  urgent: boolean;
  older: number | null;
  attention: boolean;
};

export const DEFAULT_TICKET_QUERY: TicketQuery = { status: 'open', assignee: null, urgent: false, older: null, attention: false };

const wholeNumber = (text: string | null) => (text !== null && /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);
const flag = (text: string | null) => text === '1' || text === 'true';

/** The filters a URL's query names; anything unknown reads as its default. */
export function readTicketQuery(params: URLSearchParams): TicketQuery {
  const status = params.get('status');
  const assignee = params.get('assignee');
  const id = wholeNumber(assignee);
  return {
    status: status === 'all' || (TICKET_STATUSES as readonly string[]).includes(status ?? '') ? (status as TicketQuery['status']) : 'open',
    assignee: assignee === 'me' || assignee === 'nobody' ? assignee : id !== null && id > 0 ? id : null,
    urgent: flag(params.get('urgent')),
    older: wholeNumber(params.get('older')),
    attention: flag(params.get('attention')),
  };
}

/** The query that names the filters: defaults left out, the other parameters kept. */
export function writeTicketQuery(query: TicketQuery, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('status', query.status === 'open' ? null : query.status);
  set('assignee', query.assignee === null ? null : String(query.assignee));
  set('urgent', query.urgent ? '1' : null);
  set('older', query.older === null ? null : String(query.older));
  set('attention', query.attention ? '1' : null);
  return next;
}

/** Whether two sets of filters are the same. */
export const sameTicketQuery = (a: TicketQuery, b: TicketQuery) => writeTicketQuery(a).toString() === writeTicketQuery(b).toString();

/** Whether the filters are the defaults. */
export const isDefaultTicketQuery = (query: TicketQuery) => sameTicketQuery(query, DEFAULT_TICKET_QUERY);

/** The property ids a `property` parameter chooses, of those the company has (null: none named). */
export function propertiesNamed(params: URLSearchParams, own: readonly number[]): number[] | null {
  const named = params.get('property');
  if (named === null) return null;
  const ids = named.split(',').map((p) => wholeNumber(p));
  return own.filter((id) => ids.includes(id));
}

const DAY_MS = 86_400_000;

/** The rows the filters keep, as of `now`, for the signed-in staff member `meId`. */
export function ticketMatcher(query: TicketQuery, meId: number, now: Date): (ticket: TicketSummary) => boolean {
  const { status, assignee, urgent, older, attention } = query;
  const assigneeId = assignee === 'me' ? meId : assignee;
  const reportedBefore = older === null ? null : now.getTime() - older * DAY_MS;
  return (t) =>
    (status === 'all' || (status === 'open' ? isOpenTicket(t.status) : t.status === status)) &&
    (assignee === null || (assignee === 'nobody' ? t.assignee === null : t.assignee?.id === assigneeId)) &&
    (!urgent || t.urgent) &&
    (reportedBefore === null || Date.parse(t.created_at) < reportedBefore) &&
    (!attention || ticketNeedsAttention(t, now));
}
