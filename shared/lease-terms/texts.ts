/** The Lease Terms settings screen's and API's texts (issue 44). */
export const LEASE_TERMS_TEXTS = {
  title: 'Lease Terms',
  card: 'The company’s time zone, the payment methods it accepts and the order payments are applied in, as leases state them.',
  intro: 'Your leases state these terms and the product holds to them: the Record payment dialog offers only the accepted methods, and every ledger applies payments in the order chosen here.',
  readOnly: 'Only managers can change these settings.',
  timeZone: 'Time zone',
  timeZoneHint: 'The company’s clock, by its IANA name, such as America/Chicago: certificates and documents print times in it.',
  methods: 'Accepted payment methods',
  methodsHint: 'A payment can be recorded only by one of these. Payments already recorded keep their method.',
  order: 'Payment application order',
  orderHint: 'How a payment is applied to what is owed: Fees and deposits before rent covers the fees and deposits due by the payment’s date first, then rent, each oldest first.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  loading: 'Loading the lease terms…',
  loadFailed: "Couldn't load lease terms",
  saveFailed: "Couldn't save lease terms",
} as const;

/** The field errors of a save. */
export const LEASE_TERMS_MESSAGES = {
  timeZoneRequired: 'Enter a time zone.',
  timeZoneUnknown: 'Enter a time zone by its IANA name, such as America/Chicago.',
  methodsRequired: 'Choose at least one payment method the company accepts.',
  methodUnknown: 'Choose payment methods from the list.',
  methodRepeated: 'Choose each payment method once.',
  orderRequired: 'Choose how payments are applied.',
} as const;
