/** Texts of notifications, manager messages and the message log (issue 30; the spec names none). */
export const MESSAGE_TEXTS = {
  notificationsTitle: 'Notifications',
  notificationsIntro: 'Choose the words the company uses for each message the product sends. The built-in text is used until you pick a template.',
  builtIn: 'Built-in text',
  noSms: 'No text message',
  smsLink: 'Show the link in text messages',
  saved: 'Notification saved',
  saveFailed: "Couldn't save the notification",
  /** The Notifications settings screen's own words (its card, columns, preview). */
  notifications: {
    card: 'The e-mail and text message templates the product uses for each message it sends.',
    loadFailed: "Couldn't load notifications",
    readOnly: 'Only managers can change these choices.',
    event: 'Message',
    email: 'E-mail template',
    sms: 'Text message template',
    variables: 'Can fill',
    preview: 'Preview',
    previewOf: (label: string) => `Preview ${label}`,
    previewTitle: (label: string) => `Preview: ${label}`,
    previewIntro: 'Filled with sample data, as the chosen templates would send it.',
    previewFailed: "Couldn't load the preview",
    subject: 'Subject',
    emailBody: 'E-mail',
    smsText: 'Text message',
    noSmsChosen: 'No text message is sent for this message.',
    secretLink: 'Carries a sign-in or signing link',
    close: 'Close',
  },
  sendTitle: 'Send message',
  sendButton: 'Send message',
  /** The Send message screen (and the grids' way to it). */
  send: {
    intro: 'Write to tenants or applicants with one of the company’s e-mail or SMS templates, each message filled with the person’s own details.',
    recipients: 'Recipients',
    selectedRows: (n: number) => `Selected rows (${n.toLocaleString('en-US')})`,
    useFilter: 'Choose by a filter instead',
    audience: 'Send to',
    audiences: { tenants: 'Tenants', past_due: 'Tenants past due', applicants: 'Applicants' },
    property: 'Property',
    allProperties: 'All properties',
    template: 'Template',
    chooseTemplate: 'Choose a template',
    emailTemplates: 'E-mail templates',
    smsTemplates: 'SMS templates',
    noTemplates: 'The company has no e-mail or SMS templates yet: add one under Settings, Document Templates.',
    purpose: 'Purpose',
    pickTemplate: 'Choose a template to see who gets the message.',
    listTitle: 'Who gets it',
    willSend: (n: number, of: number) => `${n.toLocaleString('en-US')} of ${of.toLocaleString('en-US')} ${of === 1 ? 'recipient' : 'recipients'} will get the message`,
    noneFound: 'Nobody matches these recipients.',
    noneMatch: 'No recipients match these filters.',
    name: 'Name',
    address: 'Address',
    state: 'Status',
    willGet: 'Will get it',
    preview: (name: string) => `Message to ${name}`,
    previewFrame: 'The filled message',
    subject: 'Subject',
    close: 'Close',
    sending: 'Sending…',
    progressTitle: 'Sending',
    progress: (done: number, total: number) => `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} sent`,
    failures: (n: number) => `${n.toLocaleString('en-US')} failed`,
    kept: (n: number) => `${n.toLocaleString('en-US')} kept in the outbox (no mail or SMS service configured)`,
    finished: 'Done',
    sendAnother: 'Send another message',
    loadTemplatesFailed: 'Couldn’t load templates',
    recipientsFailed: 'Couldn’t list the recipients',
    previewFailed: 'Couldn’t load the preview',
    sendFailed: 'Couldn’t send the message',
    progressFailed: 'Couldn’t read the progress of the send',
  },
  sent: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'message' : 'messages'} queued`,
  logTitle: 'Messages',
  logEmpty: 'No messages yet.',
  logLoadFailed: "Couldn't load the messages",
  logTo: 'To',
  studentTitle: 'Messages',
  preferencesTitle: 'Text messages',
  informationalOptIn: 'Text me about my application, lease, payments and maintenance requests',
  marketingOptIn: 'Text me news and offers',
  preferencesSaved: 'Your text message choices are saved.',
  studentLink: 'Messages',
  studentLinkText: 'Messages and text message choices',
  studentBack: '← My reservations',
  studentIntro: 'The e-mails and text messages we sent you, newest first.',
  studentListHeading: 'Sent to you',
  studentShowText: 'Read the message',
  preferencesIntro: 'E-mails about your application, lease, payments and maintenance requests always reach you. Choose which text messages you want; news and offers come, by e-mail or text, only if you tick them.',
  preferencesPhone: (phone: string) => `Text messages go to ${phone}.`,
  preferencesNoPhone: 'You have no mobile number on your account, so we cannot text you whatever you choose here.',
  preferencesSave: 'Save choices',
  status: { queued: 'Queued', sent: 'Sent', kept: 'In outbox', failed: 'Failed' },
  /**
   * How a message went, in a student's words (issue 45): the outbox is the operator's word, so a message
   * kept there reads Sent; one still queued (or held to gather a ticket's changes) reads Sending.
   */
  studentStatus: { queued: 'Sending', sent: 'Sent', kept: 'Sent', failed: 'Failed' },
  channel: { email: 'E-mail', sms: 'SMS' },
  purpose: { informational: 'Informational', marketing: 'Marketing' },
} as const;

/** Why a recipient gets nothing, and the API's refusals. */
export const MESSAGE_ERRORS = {
  cannotFill: (variable: string, what: string) => `This template uses ${variable}, which ${what} cannot fill.`,
  wrongType: (type: 'Email Template' | 'SMS Template') => (type === 'Email Template' ? 'Choose an e-mail template.' : 'Choose an SMS template.'),
  notYourTemplate: 'Choose templates of your company.',
  noTemplate: 'Choose an e-mail or SMS template.',
  noRecipients: 'Choose at least one recipient.',
  tooManyRecipients: (max: number) => `Send to at most ${max.toLocaleString('en-US')} people at once.`,
  noPhone: 'No mobile number',
  noInformationalOptIn: 'Has not agreed to text messages',
  noMarketingOptIn: 'Has not agreed to marketing messages',
  inactive: 'Account disabled',
  badSignature: 'The request is not signed by the SMS provider.',
  smsOff: 'Text messages are not configured.',
  /** A provider's post of a reply without its MessageSid (Twilio names every message it posts). */
  noMessageSid: 'A reply is posted with its MessageSid.',
} as const;

/** Appended to every SMS (carriers require the opt-out wording). */
export const SMS_OPT_OUT = 'Reply STOP to opt out.';

/** The SMS replies that opt a number out, and back in (the carriers' standard keywords). */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const START_WORDS = ['START', 'UNSTOP', 'YES'] as const;

export const MAX_BATCH = 10_000;

export const SEND_MESSAGE_PATH = '/new/manager/send-message';
export const NOTIFICATIONS_PATH = '/new/manager/settings/notifications';
export const STUDENT_MESSAGES_PATH = '/new/tenant/messages';
