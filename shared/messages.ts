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
  fileMissing: 'No file was uploaded.',
  unreadableImage: 'This image could not be read: the file may be damaged or incomplete. Try another one.',
  serverError: 'Something went wrong on our side. Please try again later.',
} as const;

/** Details the geocoding lookup (`GET /api/geocode/`) answers in `{"detail": ...}`. */
export const GEOCODING_MESSAGES = {
  notFound: 'No place was found for this address.',
  notConfigured: 'Geocoding is not configured.',
  unreachable: "Couldn't reach the geocoding service. Type the coordinates instead.",
} as const;

const PLURAL = { property: 'properties', semester: 'semesters' } as const;

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
