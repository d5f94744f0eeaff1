/** The Renewals screen's own texts (issue 47; the spec leaves them to the product). */
export const RENEWAL_TEXTS = {
  title: 'Renewals',
  intro: 'Every resident who may renew into the chosen lease period, with their current bed and where their renewal stands. Tick residents to invite them to renew, or to mark them not renewing.',
  period: 'Lease Period',
  loadingPeriods: 'Loading…',
  noPeriods: 'No lease period takes renewals yet. Choose a period’s Valid Renewal Periods on the Lease Periods screen first.',
  loadPeriodsFailed: 'Couldn’t load the lease periods',
  loadFailed: 'Couldn’t load the renewals',
  rate: 'Renewal rate',
  rateOf: (renewed: number, eligible: number) => `${renewed.toLocaleString('en-US')} of ${eligible.toLocaleString('en-US')} eligible ${eligible === 1 ? 'resident' : 'residents'} renewed`,
  deadline: 'Renewal deadline',
  noDeadline: 'None set',
  residentCount: (shown: number, total: number) =>
    shown === total ? `${total.toLocaleString('en-US')} ${total === 1 ? 'resident' : 'residents'}` : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} residents`,
  selectedCount: (n: number) => `${n.toLocaleString('en-US')} selected`,
  emptyList: 'No resident may renew into this lease period: its Valid Renewal Periods have no executed leases.',
  emptyFiltered: 'No residents match these filters.',
  columns: {
    resident: 'Resident',
    email: 'E-mail',
    lease_period: 'Current period',
    bed: 'Bed',
    status: 'Status',
    not_renewing_reason: 'Not renewing reason',
  },
  actions: 'Action',
  invite: {
    button: 'Send renewal invitation',
    busy: 'Sending…',
    done: (queued: number, skipped: number) =>
      `${queued.toLocaleString('en-US')} ${queued === 1 ? 'invitation' : 'invitations'} queued${skipped ? `, ${skipped.toLocaleString('en-US')} skipped` : ''}.`,
    failed: 'Couldn’t send the renewal invitations',
    skippedTitle: 'Not invited:',
  },
  notRenewing: {
    button: 'Mark not renewing',
    title: 'Mark not renewing',
    intro: (n: number) => `${n === 1 ? 'This resident is' : `These ${n.toLocaleString('en-US')} residents are`} not offered a renewal until you offer it again.`,
    reason: 'Reason',
    save: 'Mark not renewing',
    failed: 'Couldn’t mark the residents not renewing',
    done: (marked: number, refused: number) =>
      `${marked.toLocaleString('en-US')} ${marked === 1 ? 'resident' : 'residents'} marked not renewing${refused ? `, ${refused.toLocaleString('en-US')} not` : ''}.`,
    refusedTitle: 'Not marked:',
  },
  offerAgain: {
    button: 'Offer renewal again',
    question: (name: string) => `Offer ${name} a renewal again? The not-renewing mark and its reason are removed.`,
    done: 'Renewal offered again.',
    failed: 'Couldn’t offer the renewal again',
  },
  renew: {
    button: 'Renew, same bed',
    question: (name: string, period: string) => `Renew ${name}’s lease for ${period}, keeping their bed? A new lease is offered to them: they choose a plan and sign it.`,
    done: 'Renewal offered.',
    failed: 'Couldn’t renew the lease',
  },
  /** A resident the outcome names who is no longer in the list. */
  unknownResident: (leaseId: number) => `Lease ${leaseId}`,
} as const;
