/** Maintenance tickets' categories, statuses, API errors and limits (issue 29). */
export const TICKET_CATEGORIES = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  heating_cooling: 'Heating / cooling',
  appliance: 'Appliance',
  pest: 'Pest',
  locks_keys: 'Locks / keys',
  internet: 'Internet',
  furniture: 'Furniture',
  other: 'Other',
} as const;
export type TicketCategory = keyof typeof TICKET_CATEGORIES;

export const TICKET_STATUSES = ['New', 'In progress', 'Waiting', 'Done', 'Cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const WAITING_FOR = { parts: 'Waiting for parts', access: 'Waiting for access' } as const;
export type WaitingFor = keyof typeof WAITING_FOR;

export const TICKET_LIMITS = { description: 4000, location: 200, preferredTimes: 500, comment: 4000, reason: 1000, photos: 5 } as const;

export const TICKET_MESSAGES = {
  categoryRequired: 'Choose what kind of problem it is.',
  descriptionRequired: 'Describe the problem.',
  locationRequired: 'Say where the problem is.',
  textTooLong: (max: number) => `Use at most ${max} characters.`,
  commentRequired: 'Write a comment.',
  statusUnknown: `Choose one of: ${TICKET_STATUSES.join(', ')}.`,
  waitingForRequired: 'Say what the ticket is waiting for: parts or access.',
  reasonRequired: 'Say why the ticket is cancelled.',
  noLease: 'Only a student with a lease can report a problem.',
  badTransition: (from: TicketStatus, to: TicketStatus) => `A ticket that is ${from} cannot become ${to}.`,
  closed: 'This ticket is closed.',
  tooManyPhotos: `A ticket takes at most ${TICKET_LIMITS.photos} photos.`,
  assigneeNotStaff: 'Choose a manager or maintenance colleague of your company.',
  nothingToChange: 'Send a status or an assignee to change.',
} as const;

/** Where a student reports problems and follows their tickets; where staff work them. */
export const STUDENT_MAINTENANCE_PATH = '/new/tenant/maintenance';
export { STAFF_TICKETS_PATH } from '../role-home';

/** How a status reads to the student ("Waiting for parts" rather than "Waiting"). */
export const statusLabel = (status: TicketStatus, waitingFor: WaitingFor | null): string => (status === 'Waiting' && waitingFor ? WAITING_FOR[waitingFor] : status);
