import type { SlotStatus } from '../../../shared/selection/selection-office';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The Selection screen's own texts (issue 49; the form's labels are SELECTION_LABELS, the refusals SELECTION_MESSAGES). */
export const SELECTION_SCREEN_TEXTS = {
  title: 'Room selection',
  intro: 'When students choose their own beds for a lease period: the window and its slots, the order students select in, their roommate groups and the beds held right now.',
  period: 'Lease Period',
  loadingPeriods: 'Loading…',
  noPeriods: 'No lease periods yet. Add one on the Lease Periods screen first.',
  loadPeriodsFailed: 'Couldn’t load the lease periods',
  loadFailed: 'Couldn’t load the room selection',
  window: {
    title: 'Selection window',
    none: 'No selection window yet: set one to place every eligible student in the order and tell each their selection time.',
    timeZone: (zone: string) => `Times are in the company’s time zone, ${zone}.`,
    who: 'Who may select',
    seed: 'Random draw seed',
    seedHint: 'Stored when the order was first drawn: the same seed draws the same order again.',
    save: 'Save window',
    saving: 'Saving…',
    saved: 'Selection window saved. Students whose selection time changed are told the new one.',
    saveFailed: 'Couldn’t save the selection window',
    lateSlots: (n: number) => `${count(n, 'student’s slot starts', 'students’ slots start')} after the window closes: lengthen the window, or give each slot more students.`,
  },
  slots: {
    title: 'Slots',
    count: (shown: number, total: number) => (shown === total ? count(total, 'student', 'students') : `${shown.toLocaleString('en-US')} of ${count(total, 'student', 'students')}`),
    empty: 'No student is in the order yet: save a window to place every eligible student.',
    emptyFiltered: 'No students match these filters.',
    columns: { position: 'Position', student: 'Student', starts_at: 'Slot time', group: 'Group', status: 'Status' },
    noGroup: '—',
  },
  groups: {
    title: 'Roommate groups',
    empty: 'No roommate groups in this lease period yet.',
    emptyFiltered: 'No groups match these filters.',
    columns: { leader: 'Leader', members: 'Members', size: 'Size', pending: 'Pending invitations', starts_at: 'Slot time' },
  },
  holds: {
    title: 'Held beds',
    empty: 'No bed is held right now.',
    emptyFiltered: 'No held beds match these filters.',
    columns: { bed: 'Bed', student: 'Held for', held_by: 'Held by', expires_at: 'Runs out' },
    release: 'Release hold',
    question: (name: string, bed: string) => `Release the hold on ${bed} for ${name}? The bed is free for other students at once.`,
    released: 'Hold released.',
    failed: 'Couldn’t release the hold',
  },
  refresh: 'Refresh',
  actions: 'Action',
  /** A group as a cell names it: its leader's. */
  groupOf: (leader: string) => `${leader}’s group`,
  status: { waiting: 'Waiting', holding: 'Holding', leased: 'Leased' } satisfies Record<SlotStatus, string>,
} as const;
