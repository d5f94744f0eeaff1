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
} as const;

/** The most a signature or initials image may weigh, in bytes. */
export const SIGNATURE_IMAGE_MAX_BYTES = 200 * 1024;
/** The longest reason for declining. */
export const DECLINE_REASON_MAX = 1000;
/** How long a guarantor's signing link works. */
export const SIGNING_LINK_DAYS = 14;
