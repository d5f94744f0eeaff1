/**
 * Where a reservation request stands (issue 45). A request is answered when its student has a
 * submitted application for its lease period (Applied; Leased once that application holds a live
 * lease), or when a manager closed it; only an unanswered (Open) request is counted and alerted.
 */
export const RESERVATION_STATES = ['Open', 'Applied', 'Leased', 'Closed'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** What answers a request: the answering application, its live lease, the manager's closing. */
export type RequestAnswer = { application_id: number | null; lease_id: number | null; closed_at: string | null };

/** The request's state: the student's own answer first (it says more than a closing), then closed, else open. */
export function reservationState(answer: RequestAnswer): ReservationState {
  if (answer.lease_id !== null) return 'Leased';
  if (answer.application_id !== null) return 'Applied';
  return answer.closed_at !== null ? 'Closed' : 'Open';
}

/** Whether a manager may still close the request: only an open one. */
export const canCloseRequest = (answer: RequestAnswer): boolean => reservationState(answer) === 'Open';
