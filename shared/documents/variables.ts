/**
 * The closed catalog of variables a template may use: key → display name and the sample value the
 * previewer's 'Preview with sample data' fills in. Rendering fills only these keys, from values the
 * server computes; nothing a client sends is ever evaluated.
 */
export const VARIABLES = {
  student_first_name: { name: 'Student First Name', sample: 'Jordan' },
  student_last_name: { name: 'Student Last Name', sample: 'Rivera' },
  student_full_name: { name: 'Student Full Name', sample: 'Jordan Rivera' },
  student_email: { name: 'Student Email', sample: 'jordan.rivera@example.com' },
  student_phone: { name: 'Student Phone', sample: '(512) 555-0142' },
  guarantor_full_name: { name: 'Guarantor Full Name', sample: 'Maria Rivera' },
  guarantor_email: { name: 'Guarantor Email', sample: 'maria.rivera@example.com' },
  guarantor_address: { name: 'Guarantor Address', sample: '1820 Elm St, Dallas, TX 75201' },
  guarantor_phone: { name: 'Guarantor Phone', sample: '(214) 555-0173' },
  property_name: { name: 'Property Name', sample: 'The Rio on 24th' },
  property_address: { name: 'Property Address', sample: '2400 Nueces St, Austin, TX 78705' },
  property_phone: { name: 'Property Phone', sample: '(512) 555-0100' },
  property_email: { name: 'Property Email', sample: 'leasing@rio24.example.com' },
  // A bed's place; Premises is the one unambiguous label of it (shared/leases/premises.ts; a unit test keeps the sample so).
  premises: { name: 'Premises', sample: 'West Tower, Floor 4, Unit 4B, Room B, Bed 2' },
  building_name: { name: 'Building', sample: 'West Tower' },
  floor: { name: 'Floor', sample: '4' },
  unit_number: { name: 'Unit Number', sample: '4B' },
  room: { name: 'Room', sample: 'B' },
  bed_number: { name: 'Bed Number', sample: '2' },
  lease_period_name: { name: 'Lease Period Name', sample: 'Academic Year 2027–2028' },
  lease_start_date: { name: 'Lease Start Date', sample: 'August 20, 2027', day: '2027-08-20' },
  lease_end_date: { name: 'Lease End Date', sample: 'May 14, 2028', day: '2028-05-14' },
  // The plan's facts: what shared/leases/lease-money.ts and lease-schedule.ts derive from SAMPLE_PLAN (a unit test keeps them so).
  payment_schedule: {
    name: 'Payment Schedule',
    sample:
      'Due Today: Application fee, charge $50.00; Due on Approval: Security deposit, charge $300.00; Aug 20, 2026: Fall 2026 installment, charge $4,125.00; Aug 20, 2026: Early signing concession, credit $250.00; Jan 10, 2027: Spring 2027 installment, charge $4,125.00; total $8,350.00',
  },
  total_rent: { name: 'Total Rent', sample: '$8,000.00' },
  rent_installments: { name: 'Number of Rent Installments', sample: '2' },
  first_rent_due_date: { name: 'First Rent Due Date', sample: 'August 20, 2026', day: '2026-08-20' },
  last_rent_due_date: { name: 'Last Rent Due Date', sample: 'January 10, 2027', day: '2027-01-10' },
  lease_days: { name: 'Days in Lease Period', sample: '268' },
  daily_rent: { name: 'Daily Rent', sample: '$29.85' },
  // Empty in a lease unless its plan charges rent every month (docs/decisions/023-lease-documents.md); the sample plan does not, and the preview says so.
  monthly_rent: { name: 'Monthly Rent (monthly plans only)', sample: '(none: the sample plan does not charge monthly)' },
  security_deposit: { name: 'Security Deposit', sample: '$300.00' },
  total_fees: { name: 'Fees', sample: '$50.00' },
  application_fee: { name: 'Application Fee', sample: '$50.00' },
  plan_total: { name: 'Payment Plan Total', sample: '$8,350.00' },
  // Terms the company sets and the product enforces (shared/ledger/payment-terms.ts).
  accepted_payment_methods: { name: 'Accepted Payment Methods', sample: 'Cash, Check, Bank transfer, Card taken elsewhere or Money order' },
  payment_application_order: { name: 'Payment Application Order', sample: 'each payment is applied to the oldest unpaid charge first, whatever its kind' },
  company_name: { name: 'Company Name', sample: 'Campus Edge Living' },
  company_address: { name: 'Company Address', sample: '100 Congress Ave, Austin, TX 78701' },
  company_phone: { name: 'Company Phone', sample: '(512) 555-0199' },
  today: { name: 'Today', sample: 'November 23, 2026', day: '2026-11-23' },
  // Filled by the messages the product sends (shared/notifications/events.ts), never by a lease agreement.
  link: { name: 'Link', sample: 'https://leasing.example.com/new/tenant/lease', message: true },
  link_expires_on: { name: 'Link Expires On', sample: 'December 11, 2026', day: '2026-12-11', message: true },
  amount_paid: { name: 'Amount Paid', sample: '$450.00', message: true },
  payment_date: { name: 'Payment Date', sample: 'November 20, 2026', day: '2026-11-20', message: true },
  balance: { name: 'Balance', sample: '$438.89', message: true },
  amount_due: { name: 'Amount Due', sample: '$888.89', message: true },
  due_date: { name: 'Due Date', sample: 'December 1, 2026', day: '2026-12-01', message: true },
  failure_reason: { name: 'Failure Reason', sample: 'Your card was declined.', message: true },
  decision_note: { name: 'Decision Note', sample: 'Welcome to The Rio: we look forward to seeing you in August.', message: true },
  renewal_period_name: { name: 'Renewal Lease Period', sample: 'Academic Year 2027-2028', message: true },
  renewal_deadline: { name: 'Renewal Deadline', sample: 'February 15, 2027', day: '2027-02-15', message: true },
  selection_period_name: { name: 'Selection Lease Period', sample: 'Academic Year 2027–2028', message: true },
  selection_time: { name: 'Selection Time', sample: 'Wed, Feb 3, 2027 at 10:20 AM', message: true },
  ticket_number: { name: 'Ticket Number', sample: '#42', message: true },
  ticket_category: { name: 'Ticket Category', sample: 'Plumbing', message: true },
  ticket_status: { name: 'Ticket Status', sample: 'In progress', message: true },
  ticket_comment: { name: 'Ticket Comment', sample: 'The plumber comes on Thursday morning.', message: true },
} as const satisfies Record<string, { name: string; sample: string; day?: string; message?: true }>;

export type VariableKey = keyof typeof VARIABLES;
/** The variables only a message fills; the rest are a lease's (and a message's). */
export type MessageVariableKey = { [K in VariableKey]: (typeof VARIABLES)[K] extends { message: true } ? K : never }[VariableKey];
export type LeaseVariableKey = Exclude<VariableKey, MessageVariableKey>;

/** Variables only a message can fill (a link, an amount due, a ticket's status): a lease agreement may not use them. */
export const MESSAGE_VARIABLES = (Object.keys(VARIABLES) as VariableKey[]).filter((key): key is MessageVariableKey => 'message' in VARIABLES[key]);

export const isVariableKey = (key: unknown): key is VariableKey => typeof key === 'string' && Object.hasOwn(VARIABLES, key);

/** `GET /api/messages/variables`: key → display name. */
export const variableNames = (): Record<VariableKey, string> =>
  Object.fromEntries(Object.entries(VARIABLES).map(([key, v]) => [key, v.name])) as Record<VariableKey, string>;

/**
 * The catalog's samples. A day's sample is written in full as a lease writes it (`sample`), or by
 * `day` when given: a message's preview writes it as the message will ('Aug 20, 2027').
 */
export const sampleValues = (day?: (isoDate: string) => string): Record<VariableKey, string> =>
  Object.fromEntries(Object.entries(VARIABLES).map(([key, v]) => [key, day && 'day' in v ? day(v.day) : v.sample])) as Record<VariableKey, string>;
