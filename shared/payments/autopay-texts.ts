import { formatUsd } from '../money';
import type { FeeTerms, OnlineMethod } from './fees';

/**
 * Autopay's words (issue 48): the consent a tenant gives, stored word for word with its time, and
 * what the API, My balance and the failure mail say.
 */

/** What the tenant authorizes a method to be charged as, in the consent. */
const CONSENT_METHOD: Record<OnlineMethod, string> = { card: 'card', ach: 'bank account' };

/** The fee each autopay payment adds, in words, when the company charges one. */
function feeSentence(method: OnlineMethod, fees: FeeTerms): string {
  if (method === 'card') return fees.cardFeeBasisPoints > 0 ? ` Each payment adds a card fee of ${(fees.cardFeeBasisPoints / 100).toString()}%.` : '';
  return fees.achFeeCents > 0 ? ` Each payment adds a bank payment fee of ${formatUsd(fees.achFeeCents)}.` : '';
}

/** The authorization the tenant reads before turning autopay on, and that is stored as they read it. */
export function autopayConsentText(company: string, method: OnlineMethod, fees: FeeTerms): string {
  return `I authorize ${company} to charge my ${CONSENT_METHOD[method]} for the amounts due on my lease on their due dates until I cancel autopay.${feeSentence(method, fees)}`;
}

/** When a consent was given, in the company's time zone: 'Nov 30, 2026, 12:35 PM EST'. */
export function consentMoment(timestamp: string, timeZone: string): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return timestamp;
  return new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at);
}

/** A method as the tenant's sentences name it. */
export const AUTOPAY_METHOD_WORDS = CONSENT_METHOD;

/** The key the provider takes to charge a lease once for a due date, however many times the job runs. */
export const autopayChargeKey = (leaseId: number, dueDate: string): string => `autopay-${leaseId}-${dueDate}`;

export const AUTOPAY_MESSAGES = {
  consentRequired: 'Read the authorization and agree to it to turn on autopay.',
  consentChanged: 'The authorization has changed since you read it: read it again and turn on autopay.',
  providerDown: 'The payment provider could not be reached.',
} as const;

/** My balance's Autopay section. */
export const AUTOPAY_TEXTS = {
  heading: 'Autopay',
  on: (method: string) => `On: your ${method} pays what is due on each due date.`,
  settingUp: 'Finishing: the payment provider is confirming the method you saved. This takes a moment; reload the page to see it.',
  off: 'Off: you pay each amount yourself.',
  offHow: 'Turn on autopay to pay what is due on each due date from a card or bank account you save on the payment provider’s page.',
  consentGiven: (when: string) => `You agreed on ${when}:`,
  chooseMethod: 'Pay with',
  turnOn: 'Turn on autopay',
  agree: 'By turning on autopay you agree to the authorization of the method you choose.',
  cancel: 'Cancel autopay',
  cancelled: 'Autopay is cancelled: nothing more will be charged automatically.',
  lastFailed: (amount: string, date: string, reason: string) => `Your autopay payment of ${amount} on ${date} failed: ${reason}`,
  lastFailedHow: 'Pay what is due yourself, or contact the leasing office.',
} as const;

/** The mail to the tenant when an autopay charge fails. */
export const autopayFailedLine = (amount: string, date: string, reason: string) => `Your autopay payment of ${amount} on ${date} failed: ${reason}. Pay on My balance.`;
