/** What the Reservations screen and its close endpoint say. */
export const RESERVATION_MESSAGES = {
  alreadyClosed: 'This reservation request is already closed.',
  answered: 'This reservation request is answered by an application; there is nothing to close.',
  closed: 'The reservation request closed',
  closeFailed: "Couldn't close the reservation request",
  loadFailed: "Couldn't load reservations",
  /** The question before closing, naming the student and what they asked for. */
  closeQuestion: (student: string, asked: string) => `Close the reservation request of ${student} (${asked})? It leaves the alerts and the count, and cannot be reopened.`,
} as const;
