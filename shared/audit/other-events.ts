import { z } from '../zod';
import { PAYMENT_METHODS } from '../ledger/ledger-texts';
import { PAYMENT_ORDERS } from '../ledger/payment-terms';

const id = z.number().int();
/** Money in an event is the amount as text ("12.50", "-3.00"), as the ledger's answers carry it. */
const amount = z.string();
const paymentMethod = z.enum(Object.keys(PAYMENT_METHODS) as [keyof typeof PAYMENT_METHODS, ...(keyof typeof PAYMENT_METHODS)[]]);
const leaseTerms = z.object({ time_zone: z.string(), accepted_payment_methods: z.array(paymentMethod), payment_order: z.enum(Object.keys(PAYMENT_ORDERS) as [keyof typeof PAYMENT_ORDERS, ...(keyof typeof PAYMENT_ORDERS)[]]) });
const textChoices = { informational_opt_in: z.boolean(), marketing_opt_in: z.boolean() };

/** The ledger's events, recorded against the lease whose ledger it is. */
export const LEDGER_EVENTS = {
  'ledger.payment': {
    subject: 'leases',
    details: z.object({ payment_id: id, line_id: id, amount, received_on: z.string(), method: paymentMethod, reference: z.string() }),
  },
  'ledger.reverse': { subject: 'leases', details: z.object({ line_id: id, reverses_id: id, amount, reason: z.string() }) },
  'ledger.adjust': { subject: 'leases', details: z.object({ line_id: id, amount, due_date: z.string(), description: z.string(), reason: z.string() }) },
} as const;

/** A maintenance ticket's events. */
export const TICKET_EVENTS = {
  'ticket.report': {
    subject: 'tickets',
    details: z.object({ category: z.string(), urgent: z.boolean(), photos: z.number().int() }),
    // Before photos could be sent with the report.
    older: [z.object({ category: z.string(), urgent: z.boolean() })],
  },
  'ticket.update': {
    subject: 'tickets',
    details: z.object({ from: z.string(), status: z.string(), waiting_for: z.string().nullable(), assignee_id: id.nullable(), reason: z.string().nullable().optional() }),
  },
  'ticket.comment': { subject: 'tickets', details: z.object({ comment_id: id, visible_to_student: z.boolean() }) },
  'ticket.photo': { subject: 'tickets', details: z.object({ photo_id: id, stage: z.enum(['report', 'completion']) }) },
} as const;

/** Approvals and decisions (ADR 019), messages, and a company's settings. */
export const OTHER_EVENTS = {
  'document_template.approve': { subject: 'document_templates', details: z.object({ name: z.string() }) },
  'payment_plan.approve': { subject: 'payment_plans', details: z.object({ name: z.string() }) },
  'rental_application.approve': { subject: 'rental_applications', details: z.object({ status: z.literal('Approved'), note: z.string() }) },
  'rental_application.decline': { subject: 'rental_applications', details: z.object({ status: z.literal('Declined'), note: z.string() }) },
  'reservation_request.close': { subject: 'reservation_requests', details: z.object({}) },
  'message_batch.send': { subject: 'message_batches', details: z.object({ template_id: id, channel: z.string(), purpose: z.string(), recipients: z.number().int() }) },
  'user.sms_preferences': { subject: 'users', details: z.object({ ...textChoices, was: z.object(textChoices) }) },
  'user.sms_opt_in': { subject: 'users', details: z.object({ keyword: z.string() }) },
  'user.sms_opt_out': { subject: 'users', details: z.object({ keyword: z.string() }) },
  'organization.lease_terms': { subject: 'organizations', details: z.object({ before: leaseTerms, after: leaseTerms }) },
  'social_feed.connect': { subject: 'organizations', details: z.object({ account: z.string().nullable() }) },
  'social_feed.disconnect': { subject: 'organizations', details: z.object({ account: z.string().nullable(), images: z.number().int() }) },
} as const;
