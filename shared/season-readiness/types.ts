import type { Signer } from '../documents/signature-tags';
import type { DocumentRole } from '../leases/lease-types';
import type { PaymentPlanType } from '../payment-plans/constants';

/** What the records say about one lease period, as `server/queries/season-readiness.ts` reads them. */
export type SeasonFacts = {
  lease_period_id: number;
  lease_period_name: string;
  property_id: number;
  property_name: string;
  start_date: string;
  /** The period's Open to Leasing switch (`visible`). */
  open_to_leasing: boolean;
  /** Renewing tenants can lease it: it renews from another period, or leasing is limited to renewals or renewal transfers. */
  takes_renewals: boolean;
  /** Whether an approved template is assigned to the period, for the tenant and for the guarantor. */
  templates: { tenant: boolean; guarantor: boolean };
  /** The period's approved contract templates, in packet order, with the signers who sign or initial in each (null: its stored body cannot be read). */
  documents: { name: string; role: DocumentRole; signers: Signer[] | null }[];
  /** Whether the company has any approved lease agreement to assign. */
  company_has_approved_template: boolean;
  /** The beds of the property's layouts. */
  beds: number;
  /** Per tenant type: the period's approved plans still in effect, and the beds offered one of them. */
  plans: Record<PaymentPlanType, { approved: number; beds: number }>;
  /** Whether the company has saved its rental application's questions (a company that never did asks the defaults unseen). */
  application_saved: boolean;
};

/** The steps of preparing a season, in the order they are done. */
export const SEASON_STEPS = ['templates', 'plans', 'application', 'open'] as const;
export type SeasonStepKey = (typeof SEASON_STEPS)[number];

/**
 * One thing still missing and the screen that fixes it. `fix` names what the Lease Periods screen
 * can do in place (assign templates, open the period); elsewhere the link is followed.
 */
export type SeasonGap = { text: string; url: string; fix?: 'tenant_templates' | 'guarantor_templates' | 'open_to_leasing' };

/** A step: done, or what is missing. */
export type SeasonStep = { key: SeasonStepKey; title: string; done: boolean; gaps: SeasonGap[] };

/** `GET /api/agreement-periods/readiness/?property=`: each lease period of the property, and whether it is ready to lease. */
export type PeriodReadiness = {
  lease_period_id: number;
  lease_period_name: string;
  property_id: number;
  property_name: string;
  ready: boolean;
  steps: SeasonStep[];
};
