/** The lease period dialog's renewal deadline field (issue 47). */
export const RENEWAL_DEADLINE_TEXTS = {
  label: 'Renewal deadline',
  /** Said under the field: what the date does. */
  hint: 'Residents’ beds are held for them to renew until this day. Leave it empty for no deadline.',
} as const;
