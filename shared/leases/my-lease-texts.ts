/** The texts of the student's My lease page, its plan choice and its links (LEASE_MESSAGES holds the API's). */
export const MY_LEASE_TEXTS = {
  title: 'My lease',
  link: 'My lease',
  back: '← My reservations',
  empty: 'You have no lease yet. Once your application is approved and the leasing office gives you a bed, your lease offer appears here.',
  emptyLink: 'Go to My reservations',
  bedHeading: 'Your bed',
  property: 'Property',
  bed: 'Your bed',
  period: 'Lease period',
  status: 'Status',
  plan: 'Payment plan',
  choosePlanHeading: 'Choose your payment plan',
  choosePlanIntro: 'Your bed is held for you. Choose how you will pay; your lease documents are then prepared for you to read.',
  onePlanIntro: 'Your bed is held for you. Check the payment schedule below and confirm it; your lease documents are then prepared for you to read.',
  chooseButton: 'Choose this plan',
  preparing: 'Preparing your lease documents… This takes a few seconds.',
  scheduleCaption: 'Payment schedule',
  columns: { due: 'Due', description: 'Description', account: 'Account', charge: 'Charge', credit: 'Credit' },
  totals: { heading: 'Totals', dueToday: 'Due Today', dueOnApproval: 'Due on Approval', total: 'Total' },
  planTotal: (total: string) => `Total ${total}`,
  documentsHeading: 'Your lease documents',
  /** By phase (documentsPhase): only while the packet is open for signing does the page send the student above to sign. */
  documentsIntro: {
    signing: 'Read your documents here or download them as PDF files. You sign them above.',
    signed: 'Read your signed documents here or download the signed PDF files.',
    closed: 'Read your documents here or download them as PDF files.',
  },
  roles: {
    signing: { tenant: 'For you to sign', guarantor: 'For your guarantor to sign' },
    signed: { tenant: 'Signed by you', guarantor: 'Signed by your guarantor' },
    closed: { tenant: 'Tenant’s document', guarantor: 'Guarantor’s document' },
  },
  read: 'Read',
  hide: 'Hide',
  download: 'Download PDF',
  downloadSigned: 'Download signed PDF',
  unreadable: 'This document cannot be shown here right now. Download the PDF, or ask the leasing office.',
  voidReason: 'Reason',
} as const;

/** Where a lease's packet is, as its documents are described: open for signing, executed (signed by everyone), or neither (declined). */
export type DocumentsPhase = 'signing' | 'signed' | 'closed';

/** The documents' phase of a lease status. */
export const documentsPhase = (status: string): DocumentsPhase => (status === 'Executed' ? 'signed' : status === 'Ready to sign' || status === 'Signing' ? 'signing' : 'closed');
