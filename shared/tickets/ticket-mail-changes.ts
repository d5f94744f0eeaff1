/**
 * Changes to one maintenance request within ten minutes go to its student as one mail (issue 45): the
 * first change queues a mail held for the window, and each change until it is sent joins that mail.
 */
export const TICKET_MAIL_WINDOW_MS = 10 * 60 * 1000;

/** One change a ticket mail tells: a new status (with a cancellation's reason), or a comment meant for the student. */
export type TicketMailChange = { kind: 'status'; status: string; reason: string | null } | { kind: 'comment'; author: string; text: string; status: string };

/** When a mail started by a change at `nowMs` goes out. */
export function ticketMailSendAfter(nowMs: number): string {
  return new Date(nowMs + TICKET_MAIL_WINDOW_MS).toISOString();
}

/** Whether a queued mail due at `sendAfter` still gathers a change made at `nowMs` (its window has not closed). */
export function gathersChange(sendAfter: string | null, nowMs: number): boolean {
  return sendAfter !== null && Date.parse(sendAfter) > nowMs;
}

/** The event's variables for a mail telling `changes`: the status as the last change left it, and every comment in order. */
export function ticketMailValues(changes: readonly TicketMailChange[]): { ticket_status: string; ticket_comment: string } {
  const last = changes.at(-1);
  return {
    ticket_status: last?.status ?? '',
    ticket_comment: changes.flatMap((c) => (c.kind === 'comment' ? [c.text] : [])).join('\n\n'),
  };
}

/** The changes a stored message tells (its `changes` column); a missing or unreadable one tells none. */
export function parseTicketMailChanges(json: string | null): TicketMailChange[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as TicketMailChange[]) : [];
  } catch {
    return [];
  }
}
