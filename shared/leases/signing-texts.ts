/** The ceremony's words (issue 27): one text for the API's errors, the pages and the mails. */
export const SIGNING_TEXTS = {
  consentTitle: 'Agree to sign electronically',
  consentStatement:
    'I agree to use electronic records and signatures for these lease documents. I can read them on this device, download them as PDF files, ask the leasing office for paper copies, and withdraw this consent before I sign by declining.',
  disclosureLink: 'Read the full electronic records and signatures disclosure',
  consentButton: 'I agree',
  intentStatement:
    'By selecting Sign and complete, I sign these documents electronically. My electronic signature, initials and dates are the legal equivalent of my handwritten ones, and I agree to be bound by the documents as signed.',
  completeButton: 'Sign and complete',
  declineButton: 'Decline to sign',
  declineReasonLabel: 'Why do you decline?',
} as const;

export const SIGNING_MESSAGES = {
  notSigning: 'This lease is not open for signing.',
  notYourTurn: 'It is not your turn to sign yet: the signers before you have not all signed.',
  consentFirst: 'Agree to sign electronically first.',
  alreadyCompleted: 'You have already signed this lease.',
  notYourSlot: 'This signature place is not yours to fill.',
  imageRequired: 'Draw or type your signature first.',
  imageNotPng: 'Send the signature as a PNG image.',
  imageTooLarge: 'The signature image is too large: at most 200 KB.',
  imageUnreadable: 'The signature image could not be read. Draw it again.',
  imageAlmostEmpty: 'The signature is almost empty. Draw or type your full signature.',
  dateTakesNoImage: 'A date is filled in for you: send no image.',
  missingSlots: (places: string[]) => `Fill every required place before you complete: ${places.join('; ')}.`,
  reasonRequired: 'Say why you decline.',
  reasonTooLong: (max: number) => `Use at most ${max} characters.`,
  linkInvalid: 'This signing link is not valid: it has expired or a newer link was sent. Ask the leasing office to send it again.',
  noGuarantor: 'This lease has no guarantor to send a signing link to.',
  guarantorDone: 'The guarantor has already signed or declined.',
  guarantorNotYet: 'The guarantor’s turn has not come yet: the tenant signs first.',
  verifyNeedsInput: 'Choose a PDF file or give its SHA-256.',
  verifyBadHash: 'A SHA-256 is 64 hexadecimal characters.',
  verifyBothGiven: 'Choose a PDF file or give its SHA-256, not both.',
  verifyNotPdf: 'Unsupported file type: use a PDF document.',
  verifyFileTooLarge: 'File is too large: the limit is 20 MB.',
} as const;

/** The guarantor's link page (issue 44): what she is asked to sign, before the ceremony. */
export const GUARANTOR_PAGE_TEXTS = {
  heading: 'Guarantee a lease',
  asks: (s: { student: string; premises: string; property: string; period: string }) => `${s.student} asks you to guarantee their lease of ${s.premises} at ${s.property} for ${s.period}.`,
  names: (s: { student: string; premises: string; property: string; period: string }) => `The lease of ${s.student}: ${s.premises} at ${s.property} for ${s.period}.`,
  meaning: (student: string) => `As guarantor you promise to pay what ${student} owes under this lease if they do not.`,
  totalLabel: 'Total you guarantee',
  planLabel: 'Payment plan',
} as const;

/** The most a signature or initials image may weigh, in bytes. */
export const SIGNATURE_IMAGE_MAX_BYTES = 200 * 1024;
/** The longest reason for declining. */
export const DECLINE_REASON_MAX = 1000;
/** How long a guarantor's signing link works. */
export const SIGNING_LINK_DAYS = 14;

/** The verification page's words (`/new/verify`). */
export const VERIFY_TEXTS = {
  title: 'Verify a document',
  intro: 'Check whether a lease PDF or certificate was issued here: choose the file, or paste its SHA-256.',
  fileLabel: 'PDF file',
  hashLabel: 'SHA-256',
  or: 'or',
  button: 'Verify',
  checking: 'Checking…',
  issued: 'Issued here',
  notIssued: 'Not issued here',
  notIssuedExplained: 'Nothing issued here has this fingerprint. Any change to a file, even one byte, changes its fingerprint.',
  kinds: { original: 'Original document', final: 'Signed final document', certificate: 'Certificate of completion' },
  kindLabel: 'Kind',
  documentLabel: 'Document',
  companyLabel: 'Company',
  issuedLabel: 'Issued',
  statusLabel: 'Lease status',
  packetLabel: 'Packet ID',
  certificateName: 'Certificate of Completion',
} as const;

/** The largest PDF `POST /api/verify/` hashes, in bytes. */
export const VERIFY_MAX_BYTES = 20 * 1024 * 1024;
