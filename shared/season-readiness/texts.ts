import type { PaymentPlanType } from '../payment-plans/constants';
import type { SeasonStepKey } from './types';

const beds = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'bed' : 'beds'}`;

/** The Season readiness panel's and alert's words. */
export const SEASON_TEXTS = {
  title: 'Season readiness',
  intro: 'What each lease period still needs before students can lease it, in the order a season is prepared.',
  loadFailed: 'Couldn’t load season readiness',
  done: 'Done',
  stepsDone: (done: number, of: number) => `${done} of ${of} steps done`,
  next: (step: string) => `Next: ${step}`,
  ready: (period: string) => `${period} is ready: templates, plans on every bed, the rental application and open to leasing.`,
  steps: {
    templates: 'Contract templates',
    plans: 'Payment plans on every bed',
    application: 'Rental application',
    open: 'Open to leasing',
  } satisfies Record<SeasonStepKey, string>,
  gaps: {
    noApprovedTemplate: 'Approve a lease agreement in Document Templates',
    tenantTemplate: 'Assign an approved contract template',
    guarantorTemplate: 'Assign an approved guarantor contract template',
    nothingToSign: (signer: string, documents: readonly string[]) =>
      `The ${signer.toLowerCase()} has nothing to sign in ${documents.map((d) => `“${d}”`).join(', ')}: assign a template with a ${signer} Signature or ${signer} Initials tag`,
    noBeds: 'Add the property’s beds in Layouts',
    noPlan: (type: PaymentPlanType) => `Approve a ${type} plan for this period in Payment Plans`,
    bedsWithoutPlan: (type: PaymentPlanType, without: number, of: number) => `${without.toLocaleString('en-US')} of ${beds(of)} ${without === 1 ? 'has' : 'have'} no ${type} plan`,
    application: 'Review and save the rental application’s questions',
    open: 'Turn on Open to Leasing',
  },
  /** The alert's line: the period, its property and the first thing missing (and how many more). */
  alert: (period: string, property: string, first: string, more: number) => `${period} at ${property} is not ready: ${first}${more ? ` (and ${more} more)` : ''}`,
} as const;
