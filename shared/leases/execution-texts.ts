/**
 * A lease signed by everyone that could not be executed (issue 43 §2): why, and when it last failed.
 * Its status stays Signing; every screen that shows the status shows this instead.
 */
export type ExecutionFailure = { reason: string; failed_at: string };

/** The words of a failed execution: the lease's status, the Retry action and its refusals, and each reason. */
export const EXECUTION_TEXTS = {
  notFinalized: (reason: string) => `Could not be finalized: ${reason}`,
  retry: 'Retry',
  retrying: 'Retrying…',
  executed: 'Lease executed',
  /** Signed by everyone; the signed files, the certificate and the ledger are being made (issue 46). */
  finishing: 'Finishing…',
  alreadyExecuted: 'This lease is already executed.',
  notSignedByEveryone: 'This lease is not signed by everyone yet: it is finalized once every signer has signed.',
  /**
   * Why an attempt failed, in words a manager can act on (never a stack trace): which file, document
   * or signature, and the library's or the system's own short reason.
   */
  reasons: {
    originalMissing: (document: string) => `the original PDF of “${document}” is missing from the private files`,
    originalUnreadable: (document: string, why: string) => `the original PDF of “${document}” cannot be read (${why})`,
    imageMissing: (place: string, document: string) => `the image of the ${place} in “${document}” is missing from the private files`,
    imageUnreadable: (place: string, document: string, why: string) => `the image of the ${place} in “${document}” cannot be read (${why})`,
    stampRefused: (place: string, page: number, document: string, why: string) => `the image of the ${place} on page ${page} of “${document}” was refused by the PDF stamper (${why})`,
    documentRefused: (document: string, why: string) => `“${document}” was refused by the PDF stamper (${why})`,
    certificateFailed: (why: string) => `the certificate of completion could not be made (${why})`,
    filesNotSaved: (why: string) => `the signed files could not be saved (${why})`,
    notRecorded: 'the executed lease could not be recorded in the database',
    unexpected: (why: string) => `an unexpected error stopped it (${why})`,
  },
} as const;

/** How the leases list names a lease that could not be finalized, in its status filter and exports (the reason is on the row and the lease). */
export const NOT_FINALIZED_STATUS = 'Could not be finalized';

/**
 * The status a lease shows: "Finishing…" while its execution job runs (a retry after a failure too),
 * "Could not be finalized: {reason}" while its execution has failed, else its status.
 */
export const leaseStatusText = (lease: { status: string; execution_failure: ExecutionFailure | null; finishing?: boolean }): string => {
  if (lease.finishing && lease.status === 'Signing') return EXECUTION_TEXTS.finishing;
  return lease.execution_failure ? EXECUTION_TEXTS.notFinalized(lease.execution_failure.reason) : lease.status;
};
