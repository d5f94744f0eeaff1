import type { AuditAction, AuditEvents, StoredAuditEvent } from '../../shared/audit/events';
import { parseAuditEvent } from '../../shared/audit/parse-event';
import { canonicalJson } from '../../server/audit/chain-hash';

const sha = (c: string) => c.repeat(64);

/** One event of every action, with details as the product records them today: the type makes the table miss none. */
export const AUDIT_EXAMPLES: { [K in AuditAction]: AuditEvents[K] } = {
  'lease.offer': { application_id: 4, bed_id: 9, lease_period_id: 2, bed: 'North Hall, floor 2, unit 201, room A, bed 1' },
  'lease.plan': { payment_plan_id: 3, documents: [{ name: 'Academic year lease', role: 'tenant', template_id: 5, pdf_sha256: sha('a'), html_sha256: sha('b') }] },
  'lease.sent': { role: 'tenant', to: ['jordan@example.com'] },
  'lease.link_sent': { role: 'guarantor', to: 'zoe@example.com', expires_at: '2026-12-13T10:00:00.000Z' },
  'lease.link_opened': { role: 'guarantor', link_id: 1 },
  'lease.open': { role: 'tenant', name: 'Jordan Rivera' },
  'lease.consent': { role: 'tenant', name: 'Jordan Rivera', method: 'account' },
  'lease.view': { role: 'guarantor', document: 'Guaranty' },
  'lease.download': { role: 'landlord', document: 'Academic year lease' },
  'lease.slot': { role: 'tenant', slot_id: 7, document: 'Academic year lease', page: 3, caption: 'Tenant Initials', image_sha256: sha('c'), text: null },
  'lease.sign': { role: 'tenant', name: 'Jordan Rivera', email: 'jordan@example.com', method: 'account' },
  'lease.decline': { role: 'guarantor', name: 'Zoë Núñez', reason: 'Not my child' },
  'lease.void': { reason: 'Moved out', status: 'Signing' },
  'lease.execute': { executed_at: '2026-11-29T10:00:00.000Z', documents: [{ name: 'Academic year lease', final_sha256: sha('d'), sealed: true }], certificate_sha256: sha('e'), ledger_lines: 10 },
  'lease.execute_failed': { reason: 'the disk is full' },
  'lease.renew': { renews_lease_id: 3, kind: 'same_bed', application_id: 8, bed_id: 9, lease_period_id: 4, bed: 'North Hall, floor 2, unit 201, room A, bed 1' },
  'lease.not_renewing': { reason: 'Graduating' },
  'lease.renewing': { reason: 'Graduating' },
  'lease.hold_release': { lease_period_id: 4, bed_id: 9, deadline: '2027-02-15' },
  'ledger.payment': { payment_id: 1, line_id: 11, amount: '250.00', received_on: '2026-11-29', method: 'check', reference: '1042' },
  'ledger.reverse': { line_id: 12, reverses_id: 11, amount: '-250.00', reason: 'Bounced' },
  'ledger.adjust': { line_id: 13, amount: '35.00', due_date: '2026-12-01', description: 'Key replacement', reason: 'Lost key' },
  'payment.start': { online_payment_id: 2, source: 'checkout', method: 'card', amount: '250.00', fee: '7.25' },
  'payment.fail': { online_payment_id: 2, reason: 'Your card was declined.' },
  'ledger.online_payment': { online_payment_id: 2, payment_id: 5, line_id: 14, amount: '250.00', method: 'card_online', reference: 'pi_123' },
  'ledger.refund': { online_payment_id: 2, line_id: 15, reverses_id: 14, kept_line_id: 16, amount: '50.00', reason: 'Refunded $50.00: Charged twice' },
  'ledger.payment_returned': { online_payment_id: 3, line_id: 17, reverses_id: 14, amount: '250.00', reason: 'Returned by the bank: insufficient funds' },
  'autopay.start': { autopay_id: 1, method: 'ach' },
  'autopay.activate': { autopay_id: 1, method: 'ach' },
  'autopay.charge': { autopay_id: 1, online_payment_id: 4, due_date: '2026-12-01', amount: '650.00' },
  'autopay.cancel': { autopay_id: 1 },
  'lease.select': { application_id: 4, bed_id: 9, lease_period_id: 2, bed: 'North Hall, floor 2, unit 201, room A, bed 1', hold_id: 3 },
  'late_fee_policy.save': {
    before: null,
    after: { enabled: true, grace_days: 5, fixed_fee: '50.00', daily_fee: '10.00', monthly_cap: '150.00', fee_account_code_id: 3, rent_account_code_ids: [1], effective_from: '2027-01-01' },
  },
  'ledger.late_fee': { line_id: 40, charge_line_id: 12, fee_day: '2027-01-07', amount: '50.00', policy: 'After 5 days of grace: $50.00, then $10.00 a day, at most $150.00 a month.' },
  'ledger.late_fee_reverse': { line_id: 41, reverses_id: 40, reason: 'Paid on Jan 5, 2027, within the grace period.' },
  'selection.window': { opens_at: '2027-02-03T15:00:00.000Z', closes_at: '2027-02-10T23:00:00.000Z', slot_minutes: 10, per_slot: 300, order: 'random', hold_minutes: 15, applicants: true, transfers: false, slots: 3000 },
  'bed_hold.hold': { lease_period_id: 2, bed_id: 9, user_id: 5, group_id: null, expires_at: '2027-02-03T15:15:00.000Z', bed: 'North Hall, floor 2, unit 201, room A, bed 1' },
  'bed_hold.confirm': { lease_id: 7, bed_id: 9 },
  'bed_hold.release': { bed_id: 9 },
  'bed_hold.expire': { bed_id: 9, expires_at: '2027-02-03T15:15:00.000Z' },
  'roommate_group.create': { lease_period_id: 2 },
  'roommate_group.invite': { invitation_id: 1, email: 'sam@example.com' },
  'roommate_group.join': { user_id: 6, invitation_id: 1 },
  'roommate_group.leave': { user_id: 6 },
  'roommate_profile.publish': { published: true },
  'ticket.report': { category: 'plumbing', urgent: true, photos: 2 },
  'ticket.update': { from: 'New', status: 'Cancelled', waiting_for: null, assignee_id: 5, reason: 'Reported twice' },
  'ticket.comment': { comment_id: 3, visible_to_student: true },
  'ticket.photo': { photo_id: 4, stage: 'completion' },
  'document_template.approve': { name: 'Academic year lease' },
  'payment_plan.approve': { name: 'Monthly' },
  'rental_application.approve': { status: 'Approved', note: 'Welcome' },
  'rental_application.decline': { status: 'Declined', note: 'Incomplete' },
  'reservation_request.close': {},
  'message_batch.send': { template_id: 2, channel: 'email', purpose: 'informational', recipients: 40 },
  'user.sms_preferences': { informational_opt_in: true, marketing_opt_in: false, was: { informational_opt_in: false, marketing_opt_in: false } },
  'user.sms_opt_in': { keyword: 'START' },
  'user.sms_opt_out': { keyword: 'STOP' },
  'organization.lease_terms': {
    before: { time_zone: 'UTC', accepted_payment_methods: ['cash'], payment_order: 'oldest_first' },
    after: { time_zone: 'Asia/Tokyo', accepted_payment_methods: ['cash', 'check'], payment_order: 'fees_first' },
  },
  'social_feed.connect': { account: 'northhall' },
  'social_feed.disconnect': { account: 'northhall', images: 12 },
};

/** The example of an action with some details changed, as it reads back from its stored JSON. */
export function storedExample<K extends AuditAction>(action: K, changes: Partial<AuditEvents[K]> = {}): StoredAuditEvent {
  const read = parseAuditEvent({ action, details: canonicalJson({ ...AUDIT_EXAMPLES[action], ...changes }) });
  if ('unreadable' in read) throw new Error(`storedExample: ${action} does not read back: ${read.unreadable}`);
  return read;
}
