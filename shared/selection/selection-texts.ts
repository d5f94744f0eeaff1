/** One formatter a time zone: making one costs far more than formatting (a window saved for 3,000 students formats 3,000 times). */
const slotFormats = new Map<string, Intl.DateTimeFormat>();
const slotFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = slotFormats.get(timeZone);
  if (!format) slotFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })));
  return format;
};

/** A moment as a selection slot is announced, in the company's time zone: 'Tue, Feb 3, 2027 at 10:20 AM'. */
export function formatSlotTime(timestamp: string, timeZone: string): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return timestamp;
  const parts = Object.fromEntries(
    slotFormat(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.year} at ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** The words of room selection (issue 49): its refusals, as the API answers them and the screens show them. */
export const SELECTION_MESSAGES = {
  notYet: (startsAt: string) => `Your selection time starts at ${startsAt}.`,
  closed: (period: string) => `Room selection for ${period} has closed.`,
  noWindow: (period: string) => `Room selection for ${period} is not open.`,
  notEligible: (period: string) => `You are not eligible to select a bed for ${period}.`,
  yourSlot: (startsAt: string) => `Your selection time: ${startsAt}`,
  bedTaken: 'That bed was just taken by someone else. Choose another bed.',
  notFree: 'That bed is not free.',
  notThisPeriod: 'Choose beds of this lease period’s property.',
  alreadyHolding: 'You already hold a bed. Release it first to hold another.',
  memberHolding: (name: string) => `${name} already holds a bed.`,
  oneBedEach: (members: number) => `Choose one bed for each of the ${members} members of your group, in member order.`,
  notLeader: 'Only your group’s leader holds beds for the group.',
  sameUnit: 'Choose beds in one unit, or in rooms of one unit type.',
  genderRule: 'That unit is for residents of another gender.',
  noHold: 'You hold no bed.',
  heldInSelection: 'A student holds this bed in room selection. Choose another bed, or release the hold first.',
  holdExpired: 'Your hold has expired. The bed is free again: hold it again if it is still free.',
  hasLease: 'You already have a bed for this lease period.',
  windowOrder: 'The window must close after it opens.',
  windowTooLong: 'A selection window lasts at most a year.',
} as const;

/** The words of roommate groups (issue 49). */
export const ROOMMATE_MESSAGES = {
  inGroup: (period: string) => `You are already in a roommate group for ${period}.`,
  full: (size: number) => `Your group is full: a group is at most ${size} students, the size of the largest unit.`,
  notMember: 'You are not in this group.',
  selfInvite: 'That is your own address.',
  alreadyMember: 'That student is already in your group.',
  alreadyInvited: 'That address has already been invited.',
  noProfile: 'That roommate profile is no longer published.',
  expired: 'This invitation has expired. Ask for a new one.',
  used: 'This invitation has already been answered.',
  otherAddress: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  inviteeNotEligible: (period: string) => `Only students who may select a bed for ${period} can join a group for it.`,
  holdsFirst: 'Your group holds beds: release them before leaving the group.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  joined: (period: string) => `You joined the roommate group for ${period}.`,
} as const;

/** How long a roommate invitation can be accepted. */
export const ROOMMATE_INVITATION_DAYS = 7;

/** The labels of the selection window form (the lease period's Selection screen). */
export const SELECTION_LABELS = {
  opensAt: 'Opens at',
  closesAt: 'Closes at',
  slotMinutes: 'Slot length (minutes)',
  perSlot: 'Students per slot',
  order: 'Slot order',
  holdMinutes: 'Hold time (minutes)',
  applicants: 'Approved applicants without a bed',
  transfers: 'Residents renewing by transfer',
  orderApproval: 'Application approval time',
  orderRandom: 'Random draw',
} as const;
