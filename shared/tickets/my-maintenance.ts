import { premisesLabel, type BedPlace } from '../leases/premises';
import type { Ticket } from './ticket-types';
import { TICKET_LIMITS } from './ticket-texts';

/** The query parameter naming the request just sent (the page thanks the student for it). */
export const SENT_PARAM = 'sent';

/** Where a student with a lease can report, with the place their bed is (the report's location, editable). */
export type ReportingPlace = { property_name: string; location: string };

/** What the student's Maintenance page shows: where they can report from (none without a lease), and their requests, newest first. */
export type StudentMaintenance = { place: ReportingPlace | null; tickets: Ticket[] };

/** The place of a bed's room as a report names it, by the one premises label without the bed: "North Hall, Floor 2, Unit 204, Room A". */
export const bedPlace = (bed: Omit<BedPlace, 'bed'>): string => premisesLabel({ ...bed, bed: '' });

/** The field of the reply form naming the request it answers (the report form has none). */
export const REPLY_FIELD = 'reply_to';

/** The texts of the student's Maintenance page. */
export const MY_MAINTENANCE_TEXTS = {
  title: 'Maintenance',
  link: 'Maintenance requests',
  back: '← My reservations',
  noLease: 'You can report a problem here once you have a lease.',
  noLeaseLink: 'Go to My lease',
  formHeading: 'Report a problem',
  formIntro: (property: string) => `Tell the maintenance team at ${property} what is wrong. In an emergency (fire, flooding, gas), call 911 first.`,
  category: 'What kind of problem?',
  chooseCategory: 'Choose…',
  location: 'Where is it?',
  description: 'What is wrong?',
  descriptionHint: 'Say what you see and since when.',
  photos: 'Photos (optional)',
  photosHint: `Up to ${TICKET_LIMITS.photos} images, 5 MB each.`,
  tooManyPhotos: `Choose at most ${TICKET_LIMITS.photos} photos.`,
  urgent: 'Urgent: it cannot wait (no heat, no water, a leak, a lock that does not close)',
  permission: 'Staff may enter my room when I am not there',
  preferredTimes: 'When is a good time to come? (optional)',
  submit: 'Send request',
  sending: 'Sending…',
  sendingPhoto: (n: number, of: number) => `Sending photo ${n} of ${of}…`,
  sent: (id: number) => `Thank you: your request #${id} was sent. We will e-mail you when its status changes.`,
  photoFailed: (name: string, reason: string) => `Your request was sent, but the photo ${name} could not be added: ${reason}`,
  listHeading: 'Your requests',
  noTickets: 'You have not reported any problem yet.',
  reported: 'Reported',
  status: 'Status',
  where: 'Where',
  urgentTag: 'Urgent',
  entry: 'Entry when you are out',
  entryYes: 'Allowed',
  entryNo: 'Not allowed',
  times: 'Good times',
  yourPhotos: 'Your photos',
  workPhotos: 'Photos of the work done',
  commentsHeading: 'Messages',
  you: 'You',
  reply: 'Write to the maintenance team',
  replySend: 'Send',
  replySending: 'Sending…',
  cancelledBecause: 'Cancelled because',
} as const;
