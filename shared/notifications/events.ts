import type { VariableKey } from '../documents/variables';

/**
 * The events the product writes to people about, each with the variables it can fill and the kind
 * of link its message carries. 'secret' links sign in, reset a password, verify an address or open a
 * signing packet: a template keeps them whatever it says, and an SMS shows them only when the company
 * allows it (shared/notifications/link-rule.ts).
 */
const COMPANY = ['company_name', 'company_address', 'company_phone', 'today'] as const satisfies VariableKey[];
const STUDENT = ['student_first_name', 'student_last_name', 'student_full_name', 'student_email', 'student_phone'] as const satisfies VariableKey[];
const PROPERTY = ['property_name', 'property_address', 'property_phone', 'property_email'] as const satisfies VariableKey[];
const PERIOD = ['lease_period_name', 'lease_start_date', 'lease_end_date'] as const satisfies VariableKey[];
const LEASE = [
  ...STUDENT,
  'guarantor_full_name',
  'guarantor_email',
  ...PROPERTY,
  'premises',
  'building_name',
  'floor',
  'unit_number',
  'room',
  'bed_number',
  ...PERIOD,
  'monthly_rent',
  'total_rent',
  'rent_installments',
  'first_rent_due_date',
  'last_rent_due_date',
  'security_deposit',
  'total_fees',
  'application_fee',
  'plan_total',
] as const satisfies VariableKey[];

export type LinkKind = 'secret' | 'plain';

type EventDef = { label: string; link: LinkKind | null; variables: readonly VariableKey[]; to: 'student' | 'guarantor' };

export const NOTIFICATION_EVENTS = {
  email_verification: { label: 'E-mail address verification', link: 'secret', variables: [...COMPANY, ...STUDENT, 'link'], to: 'student' },
  access_link: { label: 'Sign-in link', link: 'secret', variables: [...COMPANY, ...STUDENT, 'link'], to: 'student' },
  password_reset: { label: 'Password reset', link: 'secret', variables: [...COMPANY, ...STUDENT, 'link'], to: 'student' },
  application_received: { label: 'Application received', link: 'plain', variables: [...COMPANY, ...STUDENT, ...PROPERTY, ...PERIOD, 'link'], to: 'student' },
  application_approved: { label: 'Application approved', link: 'plain', variables: [...COMPANY, ...STUDENT, ...PROPERTY, ...PERIOD, 'decision_note', 'link'], to: 'student' },
  application_declined: { label: 'Application declined', link: 'plain', variables: [...COMPANY, ...STUDENT, ...PROPERTY, ...PERIOD, 'decision_note', 'link'], to: 'student' },
  lease_ready_to_sign: { label: 'Lease ready to sign', link: 'plain', variables: [...COMPANY, ...LEASE, 'link'], to: 'student' },
  guarantor_invitation: { label: 'Guarantor signing link', link: 'secret', variables: [...COMPANY, ...LEASE, 'link', 'link_expires_on'], to: 'guarantor' },
  lease_executed: { label: 'Lease signed by everyone', link: 'secret', variables: [...COMPANY, ...LEASE, 'link'], to: 'student' },
  payment_receipt: { label: 'Payment receipt', link: 'plain', variables: [...COMPANY, ...STUDENT, ...PROPERTY, 'premises', 'unit_number', 'bed_number', 'amount_paid', 'payment_date', 'balance', 'link'], to: 'student' },
  payment_reminder: { label: 'Payment reminder', link: 'plain', variables: [...COMPANY, ...STUDENT, ...PROPERTY, 'premises', 'unit_number', 'bed_number', 'amount_due', 'due_date', 'balance', 'link'], to: 'student' },
  autopay_failed: { label: 'Autopay payment failed', link: 'plain', variables: [...COMPANY, ...STUDENT, ...PROPERTY, 'premises', 'unit_number', 'bed_number', 'amount_due', 'due_date', 'failure_reason', 'link'], to: 'student' },
  renewal_invitation: { label: 'Renewal invitation', link: 'plain', variables: [...COMPANY, ...LEASE, 'renewal_period_name', 'renewal_deadline', 'link'], to: 'student' },
  selection_slot: { label: 'Room selection time', link: 'plain', variables: [...COMPANY, ...STUDENT, 'selection_period_name', 'selection_time', 'link'], to: 'student' },
  ticket_updated: { label: 'Maintenance request updated', link: 'plain', variables: [...COMPANY, ...STUDENT, ...PROPERTY, 'ticket_number', 'ticket_category', 'ticket_status', 'ticket_comment', 'link'], to: 'student' },
} as const satisfies Record<string, EventDef>;

export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;
export const NOTIFICATION_EVENT_KEYS = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];
export const isNotificationEvent = (key: unknown): key is NotificationEvent => typeof key === 'string' && Object.hasOwn(NOTIFICATION_EVENTS, key);

/** What a message a manager sends on purpose can fill, by whom it goes to: a tenant (with their lease) or an applicant. */
export const MANUAL_VARIABLES = {
  lease: [...COMPANY, ...LEASE, 'balance'],
  application: [...COMPANY, ...STUDENT, ...PROPERTY, ...PERIOD],
} as const satisfies Record<string, readonly VariableKey[]>;
