/** The managers' application screens' own texts (the spec leaves them to the product). */
export const APPLICATION_SCREEN_TEXTS = {
  loadListFailed: 'Couldn’t load rental applications',
  loadFailed: 'Couldn’t load the rental application',
  notFound: 'This application does not exist, or it is not your company’s.',
  approved: 'Application approved',
  declined: 'Application declined',
  decideFailed: 'Couldn’t save the decision',
  alreadyDecided: 'Someone decided this application in the meantime; it has been reloaded.',
  revealFailed: 'Couldn’t reveal the number',
  revealRecorded: 'Revealing a number is recorded with your name.',
  /** A list narrowed by a link of the Alerts screen. */
  narrowed: (status: string, since: string | null, properties: readonly string[]) =>
    `Showing the ${status.toLowerCase()} applications${since ? ` submitted since ${since}` : ''}${properties.length ? ` at ${properties.join(', ')}` : ''}.`,
} as const;
