import type { NotificationEvent } from '../../shared/notifications/events';
import type { Values } from '../../shared/notifications/fill';
import { accessLinkMail, resetPasswordMail, verifyEmailMail } from './account-mail';
import { applicationDecisionMail, applicationSubmittedMail } from './application-mail';
import { receiptMail, reminderMail } from './ledger-mail';
import type { MailMessage } from './mailer';
import { executedMail, guarantorSignMail, tenantSignMail } from './signing-mail';
import { ticketStatusMail } from './ticket-mail';
import { renewalInvitationMail } from './renewal-mail';
import { selectionSlotMail } from './selection-mail';
import { autopayFailedMail } from './autopay-mail';

const SAMPLE_CENTS = { paid: 45_000, balance: 43_889, due: 88_889 };

/**
 * Each event's built-in text with sample facts (the catalog's samples where a variable says it): what
 * the previewer shows for 'Built-in text'. The product sends the same functions' output with real facts.
 */
export function builtInText(event: NotificationEvent, v: Values, to: string): MailMessage {
  const company = v.company_name ?? '';
  const link = v.link ?? '';
  switch (event) {
    case 'email_verification':
      return verifyEmailMail(to, company, link);
    case 'access_link':
      return accessLinkMail(to, company, link);
    case 'password_reset':
      return resetPasswordMail(to, company, link);
    case 'application_received':
      return applicationSubmittedMail(to, company, link);
    case 'application_approved':
    case 'application_declined':
      return applicationDecisionMail(to, company, { approved: event === 'application_approved', note: v.decision_note ?? '', link });
    case 'lease_ready_to_sign':
      return tenantSignMail(to, company, link);
    case 'guarantor_invitation':
      return guarantorSignMail(to, company, { guarantorName: v.guarantor_full_name ?? '', studentName: v.student_full_name ?? '', link, expiresOn: v.link_expires_on ?? '' });
    case 'lease_executed':
      return executedMail(to, company, link, link.replace(/\/new\/.*$/, '/new/verify'));
    case 'payment_receipt':
      return receiptMail(to, company, { amountCents: SAMPLE_CENTS.paid, receivedOn: '2026-11-20', method: 'ACH', reference: '', balanceCents: SAMPLE_CENTS.balance, link });
    case 'payment_reminder':
      return reminderMail(to, company, { kind: 'upcoming', amountCents: SAMPLE_CENTS.due, dueOn: '2026-12-01', link });
    case 'autopay_failed':
      return autopayFailedMail(to, company, { amountCents: SAMPLE_CENTS.due, dueOn: '2026-12-01', reason: v.failure_reason ?? '', link });
    case 'renewal_invitation':
      return renewalInvitationMail(to, company, { periodName: v.renewal_period_name ?? '', deadline: v.renewal_deadline ?? '', link });
    case 'selection_slot':
      return selectionSlotMail(to, company, { periodName: v.selection_period_name ?? '', time: v.selection_time ?? '', link });
    case 'ticket_updated':
      return ticketStatusMail(to, company, { id: 42, category: 'plumbing', link, status: v.ticket_status ?? '', reason: null });
  }
}
