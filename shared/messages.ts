/** User-facing texts from the spec, used verbatim on both sides. */
export const MESSAGES = {
  required: 'This field is required',
  incorrectEmail: 'Incorrect email',
  incorrectPhone: 'Incorrect phone',
  /** What the phone input itself says when the visitor leaves it with a bad number (1-public-site.md §5). */
  incorrectPhoneNumber: 'Incorrect phone number',
  passwordMin: 'Use at least 8 characters',
  passwordCase: 'Use both lower and upper case characters',
  passwordsMatch: 'Passwords should match',
} as const;

/** Server error details that the API answers in `{"detail": ...}`. */
export const API_ERRORS = {
  notFound: 'Not found.',
  notAuthenticated: 'Authentication credentials were not provided.',
  permissionDenied: 'You do not have permission to perform this action.',
  invalidCredentials: 'Unable to log in with provided credentials.',
  inactiveAccount: 'User account is disabled.',
  invalidToken: 'Invalid token.',
  malformedJson: 'Malformed JSON in request body.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  crossSite: 'Cross-site request refused.',
  fileTooLarge: 'File is too large: the limit is 5 MB.',
  unsupportedFileType: 'Unsupported file type: use jpg, jpeg, png, gif or bmp images, or m4v, avi, mpg, mp4 or webm videos.',
  unsupportedImageType: 'Unsupported file type: use a jpg, jpeg, png, gif or bmp image.',
  unsupportedDocumentType: 'Unsupported file type: use a PDF document.',
  unsupportedProofType: 'Unsupported file type: use a photo (jpg, png, gif, bmp) or a PDF.',
  fileMissing: 'No file was uploaded.',
  malformedUpload: 'The upload could not be read: the request was incomplete or malformed. Try again.',
  unreadableImage: 'This image could not be read: the file may be damaged or incomplete. Try another one.',
  imageTooManyPixels: 'This image is too large: the limit is 40 megapixels (for example 8000 × 5000 pixels). Make it smaller and try again.',
  /** Inline image data (data:image/…) whose bytes are another type than the one it declares, or none. */
  imageNotAsDeclared: "An image's content is not the PNG, JPEG, GIF or WebP it is marked as: insert the image file again, or choose another.",
  serverError: 'Something went wrong on our side. Please try again later.',
  databaseBusy: 'The server is busy right now and nothing was saved. Please try again in a moment.',
  storageFailed: 'The server could not store the file: its disk is full or cannot be written. Nothing was saved. Please try again later, and tell the site administrator if it keeps happening.',
  bodyTooLarge: 'Request body is too large.',
  /** A form post with more fields than its form has. */
  tooManyFields: 'The request has more fields than the form takes.',
  /** Validation answers list the first problems only; the rest are counted. */
  moreProblems: (n: number) => `…and ${n.toLocaleString('en-US')} more ${n === 1 ? 'problem' : 'problems'}.`,
} as const;

/** Details the geocoding lookup (`GET /api/geocode/`) answers in `{"detail": ...}`. */
export const GEOCODING_MESSAGES = {
  notFound: 'No place was found for this address.',
  notConfigured: 'Geocoding is not configured.',
  unreachable: "Couldn't reach the geocoding service. Type the coordinates instead.",
} as const;

const PLURAL = { property: 'properties', semester: 'semesters', 'lease-period': 'lease periods', application: 'applications', lease: 'leases', template: 'templates', 'account-code': 'account codes' } as const;

/** The one wording for ids in a request that are not the caller's company's. */
export const OWNERSHIP_MESSAGES = {
  notYours: (kind: keyof typeof PLURAL) => `Choose ${PLURAL[kind]} of your company.`,
} as const;

/** Answers to a request that would store a second copy of something unique (409). */
export const CONFLICT_MESSAGES = {
  emailTaken: 'An account with this e-mail already exists. Sign in instead.',
  blockExists: 'This block already has its settings; change them instead.',
  duplicate: 'This already exists.',
  /** A save sent with an older version than the stored one (409); the editor keeps what was typed. */
  staleVersion: 'Someone else changed this while you were editing. Reload to see their changes.',
} as const;

/** The spec's load failure texts that more than one screen shows. */
export const LOAD_FAILURES = {
  testimonials: "Couldn't load testimonials",
} as const;

/** What the public forms say once sent (1-public-site.md §4), with JavaScript and without. */
export const FORM_MESSAGES = {
  messageSent: 'Message sent',
  messageFailed: 'Message failed',
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
} as const;

/** E-mail verification: the link's page, asking for a new link, and what managers see on a request. */
export const VERIFY_EMAIL_MESSAGES = {
  linkInvalid: 'This link has expired or was already used. Ask for a new one from My reservations.',
  verified: 'Your e-mail address is verified.',
  alreadyVerified: 'Your e-mail address is already verified.',
  sent: (email: string) => `We sent a verification link to ${email}. It works once, within the next 7 days.`,
  sentRecently: 'We sent you a verification link a few minutes ago. Check your inbox, or ask again later.',
  verifiedBadge: 'Verified',
  notVerifiedBadge: 'Not verified',
  /** Beside 'Not verified' (issue 45): where the link went and what to do with it. */
  emailedLink: (email: string) => `We e-mailed a link to ${email}; open it to verify`,
  resendButton: 'Send a new verification link',
} as const;

/** Document templates and content blocks (3-templates-and-application.md §5 and §8; the rest are ours). */
/** The document screens' snackbars (3-templates-and-application.md §8), exactly as the spec writes them. */
export const DOCUMENT_SNACKBARS = {
  loadListFailed: "Couldn't load documents template",
  createFailed: "Couldn't create document template",
  cloneFailed: "Couldn't clone document template",
  loadFailed: "Couldn't load document template",
  variablesFailed: "Couldn't load variables",
  blocksFailed: "Couldn't load content blocks",
  updateFailed: "Couldn't update document template",
  approveFailed: "Couldn't approve document template",
  updated: 'The document template updated',
  approved: 'The document template approved',
  unsavedChanges: 'You may lose any unsaved changes. Are you sure you want to proceed?',
} as const;

export const DOCUMENT_MESSAGES = {
  nameRequired: 'Template Name is required',
  typeRequired: 'Template Type is required',
  subjectRequired: 'Email Subject is required',
  subjectTooLong: "Subject's length must be less then or equal to 998 characters",
  subjectLineBreaks: 'The subject cannot hold line breaks.',
  bodyTooShort: 'Template Body must be at least 10 characters long',
  smsTooLong: 'A text message can hold at most 160 characters.',
  blocksNotUnique: 'Content blocks must be unique',
  /** A variable only a message fills (a link, an amount due) in a lease agreement. */
  messageVariable: (name: string) => `${name} can be used in e-mail and SMS templates only.`,
  unknownBlock: 'Choose content blocks of your company.',
  /** A block the body inserts is not among the company's (deleted since, or never theirs); the editor marks where it was. */
  missingBlock: (id: number) => `Content block #${id} no longer exists: remove it from the body.`,
  approvedLocked: 'This template is approved and can no longer be changed. Clone it to write a new version.',
  onlyLeaseApproval: 'Only lease agreements are approved.',
  alreadyApproved: 'This template is already approved.',
  blockNameRequired: 'Name is required',
  imageSource: 'Images must be PNG, JPEG, GIF or WebP files, or links to images on this site (/uploads/…).',
  imageTooLarge: 'An image can be at most 5 MB.',
  videoSource: 'Videos must be links to videos on this site (/uploads/…).',
  blockUsedByApproved: 'This content block is part of an approved template and can no longer be changed or deleted.',
  /** A template whose stored body does not parse (a corrupt body stored earlier): it cannot be signed, counted or copied. */
  unreadableBody: (name: string) => `The template "${name}" cannot be read: its stored body is damaged. Write it again as a new template and use that one instead.`,
} as const;

/** The content blocks screen's own texts (the spec names none). */
export const CONTENT_BLOCK_MESSAGES = {
  saved: 'Content block saved',
  deleted: 'Content block deleted',
  saveFailed: "Couldn't save the content block",
  deleteFailed: "Couldn't delete the content block",
  bodyEmpty: 'Text is required: a content block cannot be empty.',
} as const;

/** Contract templates of a lease period (the spec left their assignment unfinished; these texts are ours). */
export const CONTRACT_TEMPLATE_MESSAGES = {
  notApprovedLease: 'Choose approved lease agreements of your company.',
  duplicate: 'Choose each template once.',
  tooMany: (max: number) => `Choose at most ${max} templates.`,
  notAList: 'Send a list of template ids.',
  notAnId: 'A template id is a whole number.',
  updateFailed: "Couldn't update the contract templates",
  noneApproved: 'There are no approved lease agreements yet. Approve one under Document Templates first.',
} as const;

/** Layouts (2-manager-settings.md §5 and §8, exactly as the spec writes them; the import texts are ours). */
export const LAYOUT_MESSAGES = {
  propertyRequired: 'Property is required',
  required: {
    building: 'Building is required',
    floor: 'Floor is required',
    unit: 'Unit is required',
    unit_type: 'Unit Type is required',
    room: 'Room is required',
    room_type: 'Room Type is required',
    bed: 'Bed is required',
  },
  tooLong: (max: number) => `Use at most ${max} characters.`,
  duplicateBed: 'This bed already exists: the building, unit, room and bed are already used in this property.',
  /** A bed with plan assignments is not moved to another property (409): the plans are its property's. */
  movedWithPlans: (count: number, property: string, leasePeriods: readonly string[]) =>
    `This bed has ${count} payment plan ${count === 1 ? 'assignment' : 'assignments'} at ${property} (${leasePeriods.length === 1 ? 'lease period' : 'lease periods'} ${leasePeriods.join(', ')}). ` +
    `Remove ${count === 1 ? 'it' : 'them'} under Assign Plans before moving the bed to another property.`,
  deleteConfirm: 'This action can not be undone! Are you sure you want to proceed?',
  loadFailed: "Couldn't load layouts",
  createFailed: "Couldn't create layout",
  updateFailed: "Couldn't update the layout",
  deleteFailed: "Couldn't delete the layout",
  created: 'The layout created',
  updated: 'The layout updated',
  deleted: 'The layout deleted',
} as const;

/** The layouts CSV import (ours: the spec has no import). */
export const LAYOUT_IMPORT_MESSAGES = {
  fileMissing: 'Choose a CSV file to import.',
  empty: 'The file is empty.',
  noRows: 'The file holds only its header: add one row per bed below it.',
  wrongHeader: (header: string) => `The first row must be the header ${header} (separated by commas).`,
  notCsv: 'This is not a CSV file: save the sheet as CSV (comma delimited) and try again.',
  unreadable: (line: number) => `This file could not be read as CSV: check the quotes near line ${line}.`,
  tooLarge: (mb: number) => `This file is too large: the limit is ${mb} MB.`,
  tooManyRows: (max: number) => `This file holds more than ${max.toLocaleString('en-US')} beds: import at most ${max.toLocaleString('en-US')} at a time.`,
  rowErrors: (n: number) => `${n} ${n === 1 ? 'row has' : 'rows have'} errors; nothing was imported.`,
  valueCount: (found: number, expected: number) => `This row has ${found} values; the header has ${expected}.`,
  sameAsRow: (row: number) => `The same bed as row ${row}.`,
  imported: (n: number) => `Imported ${n.toLocaleString('en-US')} ${n === 1 ? 'bed' : 'beds'}.`,
} as const;

/** Assign Plans (2-manager-settings.md §8) and the assignment API's refusals. */
export const ASSIGNMENT_MESSAGES = {
  loadFailed: "Couldn't load payment plan assignments",
  updateFailed: "Couldn't update the payment plan assignment",
  updated: 'The payment plan assignment updated',
  noRows: 'Choose at least one bed.',
  tooManyRows: (max: number) => `Save at most ${max} beds at once.`,
  tooManyPlans: (max: number) => `A bed can be given at most ${max} plans of one tenant type.`,
  bedTwice: (id: number) => `Bed ${id} is listed twice.`,
  notABed: (id: number) => `Bed ${id} is not a bed of this property.`,
  notThisProperty: 'Choose a lease period of this property.',
  notOffered: (plan: string, tenantType: string) => `${plan} can't be assigned as a ${tenantType} plan: only approved, active ${tenantType} plans of this lease period can.`,
  unknownPlan: (id: number) => `Payment plan ${id}`,
};

/** Payment plans and ledger entries (2-manager-settings.md §4, §5 and §8, exactly; the rest are ours). */
export const PAYMENT_PLAN_MESSAGES = {
  templateNameRequired: 'Template Name is required',
  propertyRequired: 'Property is required',
  leasePeriodRequired: 'Lease Period is required',
  agreementPeriodRequired: 'Agreement Period is required',
  nameRequired: 'Name is required',
  typeRequired: 'Type is required',
  startRequired: 'Effective Start Date is required',
  endRequired: 'Effective End Date is required',
  endBeforeStart: 'Effective End Date cannot be before the Effective Start Date',
  subPeriodsMissing: 'Please, ensure that every Ledger Entry has Sub Period set',
  dueDateRequired: 'Due Date is required',
  accountRequired: 'Account is required',
  subPeriodRequired: 'Sub Period is required',
  descriptionRequired: 'Description is required',
  creditRequired: 'Pmts/Credit Amount is required',
  creditPositive: 'Pmts/Credit Amount must be positive',
  chargeRequired: 'Charge Amount is required',
  chargePositive: 'Charge Amount must be positive',
  amountFormat: 'Use an amount in dollars and cents, such as 655.50.',
  dueDateFormat: 'Pick a date, Due Today or Due on Approval.',
  tooManyEntries: (max: number) => `A payment plan can hold at most ${max} ledger entries.`,
  notThisPeriod: "Choose a sub period of the plan's lease period.",
  notThisProperty: "Choose a lease period of the plan's property.",
  notYourAccount: 'Choose an account code of your company.',
  unknownEntry: 'This ledger entry is not part of the plan.',
  entryTwice: 'A ledger entry was sent twice.',
  approvedLocked: 'This payment plan is approved and can no longer be changed. Clone it to write a new version.',
  alreadyApproved: 'This payment plan is already approved.',
  approvedCannotDelete: "An approved payment plan can't be deleted: beds and leases may rely on it.",
  assignedCannotDelete: 'This payment plan is assigned to beds; take it off them in Assign Plans first.',
  notReadyToApprove: 'Save the plan with every field and ledger entry filled in before approving it.',
  unsavedChanges: 'Any unsaved progress will be lost! Are you sure you want to proceed',
  deleteEntryConfirm: 'This action can not be undone! Are you sure you want to proceed?',
  loadListFailed: "Couldn't load payment plans",
  createFailed: "Couldn't create the payment plan",
  cloneFailed: "Couldn't clone the payment plan",
  loadFailed: "Couldn't load the payment plan",
  updateFailed: "Couldn't update the payment plan",
  approveFailed: "Couldn't approve the payment plan",
  created: 'The payment plan created',
  cloned: 'The payment plan cloned',
  updated: 'The payment plan updated',
  approved: 'The payment plan approved',
} as const;

/** Account codes (the spec lists them on the organization; the screen and its texts are ours). */
export const ACCOUNT_CODE_MESSAGES = {
  nameRequired: 'Name is required',
  typeRequired: 'Type is required',
  duplicate: 'An account code with this name already exists.',
  typeInUse: 'Ledger entries book to this account code: its type can no longer change.',
  loadFailed: "Couldn't load account codes",
  saveFailed: "Couldn't save the account code",
  created: 'The account code created',
  updated: 'The account code updated',
} as const;

/** Lease period texts of ours (the spec's are in the screens' code). */
export const LEASE_PERIOD_MESSAGES = {
  semesterInApprovedPlan: 'An approved payment plan books to a semester you removed: keep it, or clone the plan for the new semesters.',
} as const;

/** Rental application settings (3-templates-and-application.md §8, exactly; the rest are ours). */
export const RENTAL_APPLICATION_MESSAGES = {
  loadFailed: "Couldn't load rental application",
  updateFailed: "Couldn't update rental application",
  updated: 'Rental application updated',
  flagNotBoolean: 'Must be true or false.',
} as const;

/** Leases (ours: beyond the spec, docs/decisions/022-leases.md). */
export const LEASE_MESSAGES = {
  notApproved: 'Only an approved application can be given a bed.',
  noLeasePeriod: 'This application names no lease period: the student chose none.',
  notThisProperty: "Choose a bed of the application's property.",
  bedTaken: 'This bed was just given to another lease. Choose another bed.',
  hasLease: 'This application already has a lease.',
  notVoidable: 'Only a lease that is not yet executed can be voided.',
  reasonRequired: 'Say why the lease is voided.',
  reasonTooLong: (max: number) => `Use at most ${max} characters.`,
  unknownStatus: 'Choose one of the lease statuses.',
  choosePlan: 'Choose a payment plan.',
  planNotOffered: 'Choose one of the payment plans offered for your bed.',
  notOffered: 'A payment plan has already been chosen for this lease.',
  noPlanOffered: 'No plan offered for this bed',
  officeWillContact: 'No payment plan is offered for your bed yet. The leasing office will contact you.',
  noContractTemplates: 'This lease period has no approved lease agreement yet. The leasing office will contact you.',
  /** A packet a signer would have nothing to sign in (shared/leases/seats-to-sign.ts): each seat, its documents and the tag that is missing. */
  nothingToSign: (seats: readonly { signer: string; documents: readonly string[] }[]) =>
    `This lease cannot be sent for signing yet. ${seats
      .map(({ signer, documents }) => `The ${signer.toLowerCase()} has nothing to sign in ${documents.map((d) => `“${d}”`).join(', ')}: ${documents.length === 1 ? 'it needs' : 'one of them needs'} a ${signer} Signature or ${signer} Initials tag.`)
      .join(' ')} The leasing office will contact you.`,
  withdrawn: 'This offer was withdrawn.',
} as const;

/** The rental application students fill in (ours: the spec leaves it to the product). */
export const APPLICATION_MESSAGES = {
  notYourRequest: 'Choose one of your own reservation requests.',
  notDraft: 'This application has been submitted and can no longer be changed.',
  notSubmitted: 'Only a submitted application can be approved or declined.',
  missing: (n: number) => `Answer every question before submitting: ${n} ${n === 1 ? 'answer is' : 'answers are'} missing.`,
  notAFileQuestion: 'This question does not take a file.',
  notASecret: 'Only identity numbers are revealed.',
  noAnswer: 'This question has no answer.',
  decisionNoteTooLong: (max: number) => `Use at most ${max} characters.`,
  statusRequired: 'Choose Approved or Declined.',
  verifyEmailFirst: 'Verify your e-mail address before you submit your application: use the link we e-mailed you, or send a new one.',
} as const;
